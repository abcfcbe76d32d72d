/** One conversation of the workspace; who takes part is in conversation_participants. */
export interface ConversationsTable {
  id: string;
  /** 'ONE_TO_ONE' | 'GROUP'. */
  type: string;
  created_at: string;
  /** Time of the latest message; conversations are listed newest activity first. */
  updated_at: string;
}

export interface ConversationParticipantsTable {
  conversation_id: string;
  user_id: string;
  /** Messages of the others this participant has not seen yet. */
  unread_count: number;
}

export interface ChatMessagesTable {
  id: string;
  conversation_id: string;
  /** Null once the sender's account is deleted; the message stays under sender_name and sender_avatar. */
  sender_id: string | null;
  /** The sender's display name and photo when sending. */
  sender_name: string;
  sender_avatar: string;
  body: string;
  /** 'text' | 'image'. */
  content_type: string;
  /** JSON array of URLs. */
  attachments: string;
  /** Strictly increasing within a conversation (see sendMessage), so it orders the messages. */
  created_at: string;
}

export interface ChatTables {
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  chat_messages: ChatMessagesTable;
}
