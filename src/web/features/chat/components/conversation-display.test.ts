import { describe, expect, it } from 'vitest';
import { contact, conversation, message, viewerId } from '@/web/features/chat/testing/chat-fixtures';
import {
  conversationImages,
  conversationName,
  filterConversations,
  findConversationWith,
  findDirectConversation,
  otherParticipants,
  previewOf,
} from './conversation-display';

const ada = contact('ada', 'Ada Lind');
const ben = contact('ben', 'Ben Ortiz');
const direct = conversation('c1', [ada], [message('m1', 'ada', '2026-11-20T10:00:00.000Z')]);
const group = conversation('c2', [ada, ben], [message('m2', viewerId, '2026-11-20T09:00:00.000Z', 'See you\nat  nine')]);

describe('conversation display', () => {
  it('names a conversation by the other participants', () => {
    expect(otherParticipants(group, viewerId).map((person) => person.id)).toEqual(['ada', 'ben']);
    expect(conversationName(otherParticipants(group, viewerId), group.messages, 'Former member')).toBe('Ada Lind, Ben Ortiz');
  });

  it('names a conversation whose other accounts are all deleted by the names their messages kept', () => {
    const gone = { ...message('m5', 'ada', '2026-11-20T10:00:00.000Z'), senderId: null, sender: { name: 'Ada Lind', avatar: '' } };
    const own = message('m6', viewerId, '2026-11-20T10:01:00.000Z');
    expect(conversationName([], [gone, own, { ...gone, id: 'm7' }], 'Former member')).toBe('Ada Lind');
    expect(conversationName([], [own], 'Former member')).toBe('Former member');
  });

  it("previews the last message on one line, marking the viewer's own", () => {
    expect(previewOf(direct, viewerId)).toEqual({ kind: 'text', own: false, text: 'text m1' });
    expect(previewOf(group, viewerId)).toEqual({ kind: 'text', own: true, text: 'See you at nine' });
    const photo = { ...message('m3', 'ada', '2026-11-20T11:00:00.000Z', '/uploads/a.png'), contentType: 'image' as const, attachments: ['/uploads/a.png'] };
    expect(previewOf(conversation('c3', [ada], [photo]), viewerId)).toEqual({ kind: 'image', own: false });
    expect(conversationImages([photo, message('m4', 'ada', '2026-11-20T11:01:00.000Z')])).toEqual([{ src: '/uploads/a.png', message: photo }]);
    expect(previewOf(conversation('c4', [ada]), viewerId)).toEqual({ kind: 'none' });
  });

  it('finds the one-to-one conversation of a username and the conversation of exactly some recipients', () => {
    expect(findDirectConversation([group, direct], viewerId, 'ada-lind')).toBe(direct);
    expect(findDirectConversation([group], viewerId, 'ada-lind')).toBeUndefined();
    expect(findConversationWith([direct, group], viewerId, ['ben', 'ada'])).toBe(group);
    expect(findConversationWith([direct, group], viewerId, ['ada'])).toBe(direct);
    expect(findConversationWith([direct, group], viewerId, ['ben'])).toBeUndefined();
    expect(findConversationWith([direct, group], viewerId, [])).toBeUndefined();
  });

  it('filters conversations by a name, ignoring case', () => {
    expect(filterConversations([direct, group], viewerId, 'ORTIZ')).toEqual([group]);
    expect(filterConversations([direct, group], viewerId, ' ')).toEqual([direct, group]);
  });
});
