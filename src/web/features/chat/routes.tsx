import { deferredScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = deferredScreens('features/chat/pages', () => import('./screens').then((module) => module.screens));
const chat = paths.dashboard.chat;

/**
 * The messenger: one screen for its three addresses (the list with an empty pane, a new conversation, a
 * conversation by id or username); being the same component, it stays mounted (and the list where it is
 * scrolled) while the reader moves between them.
 */
export const chatFeature: WebFeature = {
  name: 'chat',
  namespaces: ['chat', 'uploads'],
  routes: {
    dashboard: [
      {
        path: chat.root,
        children: [
          { index: true, ...screen('chat-page') },
          { path: chat.newConversation, ...screen('chat-page') },
          { path: chat.conversation(':conversationKey'), ...screen('chat-page') },
        ],
      },
    ],
  },
};
