import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_RECIPIENTS, type Contact, type Conversation, type ConversationsResponse } from '@/contract/chat';
import { ErrorMessage } from '@/contract/errors';
import { describeApi } from '@/server/testing/api-server';

const SEEDED_CONTACTS = 23;

describeApi('chat API', (server) => {
  let adminId: string;

  beforeAll(async () => {
    adminId = (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user.id;
  });

  const get = (path: string, token: string, query?: Record<string, string>) =>
    server.api.get(path, { token, query });
  const send = (token: string, body: Record<string, unknown>) =>
    server.api.post('/api/chat/messages/new', body, { token });
  const conversationsOf = async (token: string): Promise<Conversation[]> => {
    const response = await server.api.get<ConversationsResponse>('/api/chat/conversations', { token });
    expect(response.status).toBe(200);
    return response.body.conversations;
  };
  const conversationOf = async (token: string, conversationKey: string): Promise<Conversation | null> => {
    const response = await get('/api/chat/conversation', token, { conversationKey });
    expect(response.status).toBe(200);
    return response.body.conversation;
  };
  const usernameOf = async (token: string, id: string): Promise<string> => {
    const contacts: Contact[] = (await get('/api/chat/contacts', token)).body.contacts;
    return contacts.find((contact) => contact.id === id)!.username;
  };

  it('answers 401 Authorization token missing on every endpoint without a token', async () => {
    const paths = [
      '/api/chat/contacts',
      '/api/chat/search?query=a',
      '/api/chat/conversations',
      '/api/chat/conversation?conversationKey=x',
      '/api/chat/participants?conversationKey=x',
      '/api/chat/conversation/mark-as-seen?conversationId=x',
    ];
    for (const path of paths) {
      const { status, body } = await server.api.get(path);
      expect(status, path).toBe(401);
      expect(body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    }
    const post = await server.api.post('/api/chat/messages/new', { recipientIds: [adminId], body: 'hi' });
    expect(post.status).toBe(401);
    expect(post.body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
  });

  describe('contacts and search', () => {
    it('lists the other accounts of the workspace by name, without the caller', async () => {
      const { status, body } = await get('/api/chat/contacts', server.adminToken);
      expect(status).toBe(200);
      const contacts: Contact[] = body.contacts;
      expect(contacts).toHaveLength(SEEDED_CONTACTS);
      expect(contacts.map((contact) => contact.id)).not.toContain(adminId);
      const names = contacts.map((contact) => contact.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      for (const contact of contacts) {
        expect(Object.keys(contact).sort()).toEqual(
          [
            'address',
            'avatar',
            'email',
            'id',
            'lastActivity',
            'name',
            'phone',
            'position',
            'status',
            'username',
          ].sort(),
        );
        expect(contact.avatar).toMatch(/^\/images\/avatar\/\d+\.svg$/);
        expect(['online', 'offline', 'away', 'busy']).toContain(contact.status);
        expect(new Date(contact.lastActivity).toISOString()).toBe(contact.lastActivity);
        expect(contact.position).not.toBe('');
      }
    });

    it('finds contacts whose name contains the query, ignoring case', async () => {
      const contacts: Contact[] = (await get('/api/chat/contacts', server.adminToken)).body.contacts;
      const sample = contacts[3]!.name;
      const fragment = sample.slice(1, 4);
      const expected = contacts.filter((contact) =>
        contact.name.toLowerCase().includes(fragment.toLowerCase()),
      );
      for (const query of [fragment.toUpperCase(), fragment.toLowerCase()]) {
        const { status, body } = await get('/api/chat/search', server.adminToken, { query });
        expect(status).toBe(200);
        expect(body.results).toEqual(expected);
      }
      expect((await get('/api/chat/search', server.adminToken, { query: 'zzqqxx' })).body).toEqual({ results: [] });
      expect((await get('/api/chat/search', server.adminToken, { query: '' })).body).toEqual({ results: [] });
      expect((await get('/api/chat/search', server.adminToken, { query: '  ' })).body).toEqual({ results: [] });
      expect((await get('/api/chat/search', server.adminToken)).body).toEqual({ results: [] });
      const self = await get('/api/chat/search', server.adminToken, { query: 'Saskia' });
      expect(self.body.results.map((contact: Contact) => contact.id)).not.toContain(adminId);
    });
  });

  describe('seeded conversations of the admin', () => {
    it('lists 12 conversations, newest activity first, as the admin sees them', async () => {
      const conversations = await conversationsOf(server.adminToken);
      expect(conversations).toHaveLength(12);
      const lastTimes = conversations.map((conversation) => conversation.messages.at(-1)!.createdAt);
      expect(lastTimes).toEqual([...lastTimes].sort().reverse());

      const groups = conversations.filter((conversation) => conversation.type === 'GROUP');
      expect(groups.length).toBeGreaterThanOrEqual(2);
      expect(groups.length).toBeLessThanOrEqual(3);
      const direct = conversations.filter((conversation) => conversation.type === 'ONE_TO_ONE');
      const partners = direct.map((conversation) => {
        expect(conversation.participants).toHaveLength(2);
        return conversation.participants.find((participant) => participant.id !== adminId)!.id;
      });
      expect(new Set(partners).size).toBe(partners.length);
      for (const group of groups) expect(group.participants.length).toBeGreaterThan(2);

      for (const conversation of conversations) {
        expect(conversation.participants[0]!.id).toBe(adminId);
        expect(conversation.unreadCount).toBeGreaterThanOrEqual(0);
        expect(conversation.unreadCount).toBeLessThanOrEqual(3);
        expect(conversation.messages.length).toBeGreaterThanOrEqual(3);
        expect(conversation.messages.length).toBeLessThanOrEqual(10);
        const times = conversation.messages.map((message) => message.createdAt);
        expect(times).toEqual([...times].sort());
        const participantIds = conversation.participants.map((participant) => participant.id);
        for (const message of conversation.messages) {
          expect(participantIds).toContain(message.senderId);
          expect(message.body.length).toBeGreaterThan(0);
        }
      }
      expect(conversations.some((conversation) => conversation.unreadCount > 0)).toBe(true);
      const images = conversations
        .flatMap((conversation) => conversation.messages)
        .filter((m) => m.contentType === 'image');
      expect(images.length).toBeGreaterThanOrEqual(3);
      for (const image of images) {
        expect(image.body).toMatch(/^\/images\/gallery\/\d+\.svg$/);
        expect(image.attachments).toEqual([image.body]);
      }
      const adminMessages = conversations
        .flatMap((conversation) => conversation.messages)
        .filter((m) => m.senderId === adminId);
      expect(adminMessages.length).toBeGreaterThan(5);
    });

    it('gets a conversation by id and the one-to-one conversation by the contact username', async () => {
      const conversations = await conversationsOf(server.adminToken);
      const group = conversations.find((conversation) => conversation.type === 'GROUP')!;
      expect(await conversationOf(server.adminToken, group.id)).toEqual(group);

      const direct = conversations.find((conversation) => conversation.type === 'ONE_TO_ONE')!;
      const partner = direct.participants.find((participant) => participant.id !== adminId)!;
      expect(await conversationOf(server.adminToken, partner.username)).toEqual(direct);
    });

    it('answers {conversation: null} for a contact the user has not talked to yet', async () => {
      const conversations = await conversationsOf(server.adminToken);
      const partners = new Set(
        conversations
          .filter((conversation) => conversation.type === 'ONE_TO_ONE')
          .flatMap((conversation) => conversation.participants.map((participant) => participant.id)),
      );
      const contacts: Contact[] = (await get('/api/chat/contacts', server.adminToken)).body.contacts;
      const stranger = contacts.find((contact) => !partners.has(contact.id))!;
      const { status, body } = await get('/api/chat/conversation', server.adminToken, {
        conversationKey: stranger.username,
      });
      expect(status).toBe(200);
      expect(body).toEqual({ conversation: null });
    });

    it('answers 404 Unable to find the contact for an unknown key and 400 without one', async () => {
      for (const conversationKey of [
        'no-such-user',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        'demo@ardent-studio.example',
      ]) {
        const { status, body } = await get('/api/chat/conversation', server.adminToken, { conversationKey });
        expect(status, conversationKey).toBe(404);
        expect(body).toEqual({ message: ErrorMessage.contactNotFoundForConversation, code: 'chat.contact_unavailable' });
      }
      for (const query of [{}, { conversationKey: '' }] as Record<string, string>[]) {
        const { status, body } = await get('/api/chat/conversation', server.adminToken, query);
        expect(status).toBe(400);
        expect(body.message).toBe('conversationKey: Conversation key is required');
      }
    });

    it("does not open another user's conversation or the caller's own username", async () => {
      const conversations = await conversationsOf(server.adminToken);
      const outsider = await server.api.registerUser();
      const ownUsername = await usernameOf(server.adminToken, outsider.user.id);
      for (const conversationKey of [conversations[0]!.id, ownUsername]) {
        const { status, body } = await get('/api/chat/conversation', outsider.token, { conversationKey });
        expect(status).toBe(404);
        expect(body).toEqual({ message: ErrorMessage.contactNotFoundForConversation, code: 'chat.contact_unavailable' });
        const participants = await get('/api/chat/participants', outsider.token, { conversationKey });
        expect(participants.status).toBe(404);
        expect(participants.body).toEqual({ message: ErrorMessage.contactNotFoundForConversation, code: 'chat.contact_unavailable' });
      }
    });

    it('lists the participants other than the caller, or the contact a username names', async () => {
      const conversations = await conversationsOf(server.adminToken);
      const group = conversations.find((conversation) => conversation.type === 'GROUP')!;
      const byId = await get('/api/chat/participants', server.adminToken, { conversationKey: group.id });
      expect(byId.status).toBe(200);
      expect(byId.body).toEqual({
        participants: group.participants.filter((participant) => participant.id !== adminId),
      });

      const contacts: Contact[] = (await get('/api/chat/contacts', server.adminToken)).body.contacts;
      const contact = contacts[5]!;
      const byUsername = await get('/api/chat/participants', server.adminToken, {
        conversationKey: contact.username,
      });
      expect(byUsername.body).toEqual({ participants: [contact] });

      const unknown = await get('/api/chat/participants', server.adminToken, { conversationKey: 'nobody-here' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: ErrorMessage.contactNotFoundForConversation, code: 'chat.contact_unavailable' });
      const missing = await get('/api/chat/participants', server.adminToken);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('conversationKey: Conversation key is required');
    });

    it('marks a conversation as seen: answers true and zeroes the unread count', async () => {
      const unread = (await conversationsOf(server.adminToken)).find(
        (conversation) => conversation.unreadCount > 0,
      )!;
      const { status, body } = await get('/api/chat/conversation/mark-as-seen', server.adminToken, {
        conversationId: unread.id,
      });
      expect(status).toBe(200);
      expect(body).toBe(true);
      expect((await conversationOf(server.adminToken, unread.id))!.unreadCount).toBe(0);
      const listed = (await conversationsOf(server.adminToken)).find(
        (conversation) => conversation.id === unread.id,
      )!;
      expect(listed.unreadCount).toBe(0);
    });

    it('refuses mark-as-seen for an unknown conversation or one the caller is not in', async () => {
      const outsider = await server.api.registerUser();
      const adminConversation = (await conversationsOf(server.adminToken))[0]!;
      for (const [token, conversationId] of [
        [server.adminToken, 'no-such-conversation'],
        [outsider.token, adminConversation.id],
      ] as const) {
        const { status, body } = await get('/api/chat/conversation/mark-as-seen', token, { conversationId });
        expect(status).toBe(400);
        expect(body).toEqual({ message: ErrorMessage.invalidConversationId, code: 'chat.invalid_conversation_id' });
      }
      const missing = await get('/api/chat/conversation/mark-as-seen', server.adminToken);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('conversationId: Conversation id is required');
    });
  });

  describe('privacy', () => {
    it("shows a member another account's email, phone and address only when that account is public; an admin always", async () => {
      const viewer = await server.api.registerUser({ firstName: 'Vera', lastName: 'Viewer' });
      const hidden = await server.api.registerUser({ firstName: 'Hanna', lastName: 'Hidden' });
      const open = await server.api.registerUser({ firstName: 'Otto', lastName: 'Open' });
      await server.sql('update users set is_public = ?, phone_number = ?, address = ? where id = ?', [
        0,
        '+49 30 555 0100',
        'Hidden Street 1',
        hidden.user.id,
      ]);
      const contactOf = async (token: string, id: string) =>
        ((await get('/api/chat/contacts', token)).body.contacts as Contact[]).find((contact) => contact.id === id)!;

      expect(await contactOf(viewer.token, hidden.user.id)).toMatchObject({
        name: 'Hanna Hidden',
        email: '',
        phone: '',
        address: '',
        status: expect.any(String),
      });
      expect((await contactOf(viewer.token, open.user.id)).email).toBe(open.user.email);
      expect(await contactOf(server.adminToken, hidden.user.id)).toMatchObject({
        email: hidden.user.email,
        phone: '+49 30 555 0100',
        address: 'Hidden Street 1',
      });

      // The same in a conversation's participants, where the viewer still sees their own details.
      const sent = await send(viewer.token, { recipientIds: [hidden.user.id], body: 'Hi Hanna' });
      expect(sent.status).toBe(200);
      const conversationKey = sent.body.conversationId as string;
      const conversation = (await get('/api/chat/conversation', viewer.token, { conversationKey })).body
        .conversation as Conversation;
      const byId = new Map(conversation.participants.map((participant) => [participant.id, participant]));
      expect(byId.get(hidden.user.id)).toMatchObject({ email: '', phone: '', address: '' });
      expect(byId.get(viewer.user.id)!.email).toBe(viewer.user.email);
      const participants = (await get('/api/chat/participants', viewer.token, { conversationKey })).body
        .participants as Contact[];
      expect(participants).toEqual([expect.objectContaining({ id: hidden.user.id, email: '', phone: '', address: '' })]);
    });
  });

  describe('sending messages', () => {
    it('starts a fresh user with no conversations and the workspace as contacts', async () => {
      const fresh = await server.api.registerUser();
      expect(await conversationsOf(fresh.token)).toEqual([]);
      const contacts: Contact[] = (await get('/api/chat/contacts', fresh.token)).body.contacts;
      expect(contacts.map((contact) => contact.id)).toContain(adminId);
      expect(contacts.map((contact) => contact.id)).not.toContain(fresh.user.id);
    });

    it('creates a ONE_TO_ONE conversation, reuses it, and counts unread messages for the recipient', async () => {
      const alice = await server.api.registerUser({ firstName: 'Alice', lastName: 'Sender' });
      const bob = await server.api.registerUser({ firstName: 'Bob', lastName: 'Receiver' });

      const first = await send(alice.token, { recipientIds: [bob.user.id], body: '  Hello Bob!  ' });
      expect(first.status).toBe(200);
      const { conversationId, message } = first.body;
      expect(message).toEqual({
        id: expect.any(String),
        body: 'Hello Bob!',
        contentType: 'text',
        attachments: [],
        createdAt: expect.any(String),
        senderId: alice.user.id,
        sender: { name: 'Alice Sender', avatar: expect.any(String) },
      });

      const bobView = await conversationsOf(bob.token);
      expect(bobView).toHaveLength(1);
      expect(bobView[0]).toMatchObject({
        id: conversationId,
        type: 'ONE_TO_ONE',
        unreadCount: 1,
        messages: [message],
      });
      expect(bobView[0]!.participants.map((participant) => participant.id)).toEqual([
        bob.user.id,
        alice.user.id,
      ]);
      expect((await conversationsOf(alice.token))[0]).toMatchObject({ id: conversationId, unreadCount: 0 });

      const second = await send(alice.token, {
        recipientIds: [bob.user.id],
        body: 'Are you free on Friday?',
      });
      expect(second.body.conversationId).toBe(conversationId);
      const reply = await send(bob.token, { conversationId, body: 'Yes, after 3.' });
      expect(reply.status).toBe(200);
      expect(reply.body.conversationId).toBe(conversationId);

      const bobConversation = (await conversationOf(bob.token, conversationId))!;
      expect(bobConversation.unreadCount).toBe(2);
      expect(bobConversation.messages.map((m) => [m.senderId, m.body])).toEqual([
        [alice.user.id, 'Hello Bob!'],
        [alice.user.id, 'Are you free on Friday?'],
        [bob.user.id, 'Yes, after 3.'],
      ]);
      const times = bobConversation.messages.map((m) => m.createdAt);
      expect(new Set(times).size).toBe(3);
      expect(times).toEqual([...times].sort());
      expect((await conversationOf(alice.token, conversationId))!.unreadCount).toBe(1);

      // By username, each finds the same one-to-one conversation.
      expect((await conversationOf(alice.token, await usernameOf(alice.token, bob.user.id)))!.id).toBe(
        conversationId,
      );
      expect((await get('/api/chat/conversation/mark-as-seen', bob.token, { conversationId })).body).toBe(
        true,
      );
      expect((await conversationOf(bob.token, conversationId))!.unreadCount).toBe(0);
      expect((await conversationOf(alice.token, conversationId))!.unreadCount).toBe(1);
    });

    it('reuses the conversation of exactly the same participants, in any order; a superset starts a GROUP', async () => {
      const [ann, ben, cat] = await Promise.all([
        server.api.registerUser({ firstName: 'Ann', lastName: 'Group' }),
        server.api.registerUser({ firstName: 'Ben', lastName: 'Group' }),
        server.api.registerUser({ firstName: 'Cat', lastName: 'Group' }),
      ]);
      const direct = await send(ann.token, { recipientIds: [ben.user.id], body: 'Just us two' });
      const group = await send(ann.token, {
        recipientIds: [ben.user.id, cat.user.id],
        body: 'All three of us',
      });
      expect(group.status).toBe(200);
      expect(group.body.conversationId).not.toBe(direct.body.conversationId);
      const again = await send(ann.token, { recipientIds: [cat.user.id, ben.user.id], body: 'Same three' });
      expect(again.body.conversationId).toBe(group.body.conversationId);
      const fromCat = await send(cat.token, { recipientIds: [ann.user.id, ben.user.id], body: 'Cat here' });
      expect(fromCat.body.conversationId).toBe(group.body.conversationId);
      const backToTwo = await send(ben.token, { recipientIds: [ann.user.id], body: 'Only Ann' });
      expect(backToTwo.body.conversationId).toBe(direct.body.conversationId);
      const bigger = await send(ann.token, {
        recipientIds: [ben.user.id, cat.user.id, adminId],
        body: 'With Saskia',
      });
      expect([direct.body.conversationId, group.body.conversationId]).not.toContain(
        bigger.body.conversationId,
      );

      const annView = await conversationsOf(ann.token);
      expect(
        annView.map((conversation) => [conversation.id, conversation.type, conversation.participants.length]),
      ).toEqual([
        [bigger.body.conversationId, 'GROUP', 4],
        [direct.body.conversationId, 'ONE_TO_ONE', 2],
        [group.body.conversationId, 'GROUP', 3],
      ]);
      const benGroup = (await conversationOf(ben.token, group.body.conversationId))!;
      expect(benGroup.unreadCount).toBe(3);
      expect(benGroup.messages.map((m) => m.body)).toEqual(['All three of us', 'Same three', 'Cat here']);
      expect((await conversationOf(cat.token, group.body.conversationId))!.unreadCount).toBe(2);

      const adminView = await conversationsOf(server.adminToken);
      expect(adminView[0]).toMatchObject({ id: bigger.body.conversationId, type: 'GROUP', unreadCount: 1 });
    });

    it('sends image messages with attachments', async () => {
      const sender = await server.api.registerUser();
      const image = '/images/gallery/4.svg';
      const { status, body } = await send(sender.token, {
        recipientIds: [adminId],
        body: image,
        contentType: 'image',
        attachments: [image],
      });
      expect(status).toBe(200);
      expect(body.message).toMatchObject({
        body: image,
        contentType: 'image',
        attachments: [image],
        senderId: sender.user.id,
      });
      expect((await conversationOf(server.adminToken, body.conversationId))!.messages).toEqual([body.message]);
    });

    it('refuses attachments that are not images of this site with 400, and stores nothing', async () => {
      const sender = await server.api.registerUser();
      for (const attachment of [
        'https://tracker.example/pixel.png',
        '//tracker.example/pixel.png',
        'javascript:alert(1)',
        '/uploads/../data/app.db',
        '',
      ]) {
        const { status, body } = await send(sender.token, {
          recipientIds: [adminId],
          body: 'Look',
          contentType: 'image',
          attachments: [attachment],
        });
        expect(status, attachment).toBe(400);
        expect(body).toMatchObject({
          message: 'attachments.0: Attachments must be images of this site',
          code: 'chat.attachment_invalid',
        });
      }
      expect(await conversationsOf(sender.token)).toEqual([]);
    });

    it('answers 400 Invalid conversation id for a conversation the sender is not in', async () => {
      const outsider = await server.api.registerUser();
      const adminConversation = (await conversationsOf(server.adminToken))[0]!;
      for (const conversationId of [adminConversation.id, 'no-such-conversation']) {
        const { status, body } = await send(outsider.token, { conversationId, body: 'Let me in' });
        expect(status).toBe(400);
        expect(body).toEqual({ message: ErrorMessage.invalidConversationId, code: 'chat.invalid_conversation_id' });
      }
      expect((await conversationOf(server.adminToken, adminConversation.id))!.messages).toEqual(
        adminConversation.messages,
      );
    });

    it('refuses more than MESSAGE_MAX_RECIPIENTS recipients with 400 (40,000 ids were a 500 before)', async () => {
      const sender = await server.api.registerUser();
      for (const count of [MESSAGE_MAX_RECIPIENTS + 1, 40_000]) {
        const recipientIds = Array.from({ length: count }, (_, index) => `recipient-${index}`);
        const { status, body } = await send(sender.token, { recipientIds, body: 'To everyone' });
        expect(status).toBe(400);
        expect(body).toMatchObject({
          message: `recipientIds: At most ${MESSAGE_MAX_RECIPIENTS} recipients`,
          code: 'chat.too_many_recipients',
        });
      }
      expect(await conversationsOf(sender.token)).toEqual([]);
    });

    it('refuses a NUL character or a lone surrogate in a message with 400 on every engine, and stores nothing', async () => {
      const sender = await server.api.registerUser();
      for (const text of ['Hello\u0000there', 'Half \ud83d a pair', 'Other \ude00 half']) {
        const { status, body } = await send(sender.token, { recipientIds: [adminId], body: text });
        expect(status).toBe(400);
        expect(body).toMatchObject({
          message: 'body: Text must not contain NUL characters or unpaired surrogates',
          code: 'request.unstorable_text',
        });
      }
      expect(await conversationsOf(sender.token)).toEqual([]);
      // A whole pair is a character like any other.
      expect((await send(sender.token, { recipientIds: [adminId], body: 'Whole pair \ud83d\ude00' })).status).toBe(200);
    });

    it('answers 404 Contact not found for a recipient that is no account, and writes nothing', async () => {
      const sender = await server.api.registerUser();
      for (const recipientIds of [['no-such-account'], [adminId, 'no-such-account']]) {
        const { status, body } = await send(sender.token, { recipientIds, body: 'Hello?' });
        expect(status).toBe(404);
        expect(body).toEqual({ message: ErrorMessage.contactNotFound, code: 'chat.contact_not_found' });
      }
      expect(await conversationsOf(sender.token)).toEqual([]);
    });

    it('names the field of an invalid message', async () => {
      const sender = await server.api.registerUser();
      const cases: [Record<string, unknown>, string][] = [
        [{ body: 'No one to send to' }, 'recipientIds: Choose at least one recipient'],
        [{ recipientIds: [], body: 'x' }, 'recipientIds: Choose at least one recipient'],
        [{ recipientIds: [adminId, adminId], body: 'x' }, 'recipientIds: Recipients must be distinct'],
        [
          { recipientIds: [sender.user.id], body: 'x' },
          'recipientIds: You cannot send a message to yourself',
        ],
        [{ recipientIds: [adminId] }, 'body: Message is required'],
        [{ recipientIds: [adminId], body: '   ' }, 'body: Message is required'],
        [
          { recipientIds: [adminId], body: 'x'.repeat(5001) },
          'body: Message must be at most 5000 characters',
        ],
      ];
      for (const [request, message] of cases) {
        const { status, body } = await send(sender.token, request);
        expect(status, message).toBe(400);
        expect(body.message).toBe(message);
      }
      const badType = await send(sender.token, { recipientIds: [adminId], body: 'x', contentType: 'video' });
      expect(badType.status).toBe(400);
      expect(badType.body.message).toMatch(/^contentType: /);
      const badAttachments = await send(sender.token, {
        recipientIds: [adminId],
        body: 'x',
        attachments: 'a.png',
      });
      expect(badAttachments.status).toBe(400);
      expect(badAttachments.body.message).toMatch(/^attachments: /);
      expect(await conversationsOf(sender.token)).toEqual([]);

      const longest = await send(sender.token, { recipientIds: [adminId], body: 'x'.repeat(5000) });
      expect(longest.status).toBe(200);
    });
  });

  it('keeps sent messages, new conversations and unread counts across a restart', async () => {
    const alice = await server.api.registerUser();
    const bob = await server.api.registerUser();
    const sent = await send(alice.token, { recipientIds: [bob.user.id], body: 'Will this survive?' });
    const seen = (await conversationsOf(server.adminToken)).find((conversation) => conversation.unreadCount > 0)!;
    await get('/api/chat/conversation/mark-as-seen', server.adminToken, { conversationId: seen.id });
    const adminBefore = await conversationsOf(server.adminToken);
    const bobBefore = await conversationsOf(bob.token);

    await server.restart();

    expect(await conversationsOf(bob.token)).toEqual(bobBefore);
    expect(bobBefore[0]).toMatchObject({
      id: sent.body.conversationId,
      unreadCount: 1,
      messages: [sent.body.message],
    });
    expect(await conversationsOf(server.adminToken)).toEqual(adminBefore);
    expect((await conversationOf(server.adminToken, seen.id))!.unreadCount).toBe(0);
  });
});
