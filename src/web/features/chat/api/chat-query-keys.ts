/** Keys of the chat's cached answers. `contacts` is the same key the header's contacts popover uses. */
export const chatQueryKeys = {
  all: ['chat'] as const,
  contacts: ['chat', 'contacts'] as const,
  conversations: ['chat', 'conversations'] as const,
  /** What a conversation key names when it is not (yet) among the cached conversations. */
  conversationKey: (conversationKey: string) => ['chat', 'conversation-key', conversationKey] as const,
  search: (query: string) => ['chat', 'search', query] as const,
};
