import type { ChatMessage, Contact, Conversation } from '@/contract/chat';

export const viewerId = 'me';

export function contact(id: string, name = id, status: Contact['status'] = 'online'): Contact {
  return {
    id,
    name,
    username: name.toLowerCase().replace(/\s+/g, '-'),
    avatar: '',
    address: '',
    phone: '',
    email: '',
    lastActivity: '2026-11-20T10:00:00.000Z',
    status,
    position: '',
  };
}

export function message(id: string, senderId: string | null, createdAt: string, body = `text ${id}`): ChatMessage {
  return { id, body, contentType: 'text', attachments: [], createdAt, senderId, sender: { name: senderId ?? 'Gone', avatar: '' } };
}

export function conversation(id: string, others: Contact[], messages: ChatMessage[] = [], unreadCount = 0): Conversation {
  return {
    id,
    type: others.length === 1 ? 'ONE_TO_ONE' : 'GROUP',
    participants: [contact(viewerId, 'Me'), ...others],
    unreadCount,
    messages,
  };
}
