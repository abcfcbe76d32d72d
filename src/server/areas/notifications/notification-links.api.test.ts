import { beforeAll, expect, it } from 'vitest';
import type { ConversationResponse, ConversationsResponse, NewMessageResponse } from '@/contract/chat';
import type { Mail } from '@/contract/mail';
import { notificationLinks } from '@/contract/notification-links';
import type { Notification, NotificationType } from '@/contract/notifications';
import type { Order } from '@/contract/orders';
import type { Product } from '@/contract/products';
import { describeApi } from '@/server/testing/api-server';

/** The parts of an in-app link, read the way the browser reads it. */
const partsOf = (link: string) => new URL(link, 'http://app.test');

describeApi('notification links', (server) => {
  let adminId: string;
  beforeAll(async () => {
    adminId = (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user.id;
  });

  const notificationsOf = async (token: string, type?: NotificationType): Promise<Notification[]> => {
    const { status, body } = await server.api.get('/api/notifications/list', { token });
    expect(status).toBe(200);
    return (body.notifications as Notification[]).filter(
      (notification) => !type || notification.type === type,
    );
  };

  it('leads each recipient of a mail to their own copy in their inbox, which only they can open', async () => {
    const ana = await server.api.registerUser({ firstName: 'Ana', lastName: 'Sender' });
    const ben = await server.api.registerUser({ firstName: 'Ben', lastName: 'Reader' });
    const cleo = await server.api.registerUser({ firstName: 'Cleo', lastName: 'Reader' });
    const sent = await server.api.post(
      '/api/mail/mails/new',
      { to: [ben.user.id, cleo.user.email], subject: 'Run sheet', message: '<p>Doors at 18:00.</p>' },
      { token: ana.token },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const opened: string[] = [];
    for (const reader of [ben, cleo]) {
      const [notification, ...rest] = await notificationsOf(reader.token);
      expect(rest).toEqual([]);
      const [inboxCopy] = (
        await server.api.get('/api/mail/mails', { token: reader.token, query: { systemLabel: 'inbox' } })
      ).body.mails as Mail[];
      expect(notification).toMatchObject({ type: 'mail', link: notificationLinks.inboxMail(inboxCopy!.id) });

      const mailId = partsOf(notification!.link!).pathname.split('/').at(-1)!;
      const mail = await server.api.get('/api/mail/mail', { token: reader.token, query: { mailId } });
      expect(mail.status, JSON.stringify(mail.body)).toBe(200);
      expect(mail.body.mail).toMatchObject({
        id: mailId,
        folder: 'inbox',
        subject: 'Run sheet',
        isUnread: true,
      });
      opened.push(mailId);
    }
    // Each copy is its own row, and no one else's: not the sender's, nor the other recipient's.
    expect(new Set([...opened, sent.body.mail.id]).size).toBe(3);
    const foreign = await server.api.get('/api/mail/mail', {
      token: cleo.token,
      query: { mailId: opened[0]! },
    });
    expect(foreign.status).toBe(404);
    expect(await notificationsOf(ana.token)).toEqual([]);

    // A reply leads its recipient (the first sender) to their copy too.
    const reply = await server.api.post(
      '/api/mail/mails/reply',
      { mailId: opened[0], message: '<p>Thanks!</p>' },
      { token: ben.token },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [answer] = await notificationsOf(ana.token);
    const [anaInbox] = (
      await server.api.get('/api/mail/mails', { token: ana.token, query: { systemLabel: 'inbox' } })
    ).body.mails as Mail[];
    expect(answer).toMatchObject({ type: 'mail', link: notificationLinks.inboxMail(anaInbox!.id) });
    expect(anaInbox!.subject).toMatch(/Run sheet$/);
  });

  it('leads the recipients of a chat message to the conversation', async () => {
    const noor = await server.api.registerUser({ firstName: 'Noor', lastName: 'Sender' });
    const otto = await server.api.registerUser({ firstName: 'Otto', lastName: 'Other' });
    const response = await server.api.post(
      '/api/chat/messages/new',
      { recipientIds: [otto.user.id], body: 'Sound check at 17:30?' },
      { token: noor.token },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { conversationId } = response.body as NewMessageResponse;

    const [notification] = await notificationsOf(otto.token);
    expect(notification).toMatchObject({
      type: 'chat_message',
      link: notificationLinks.conversation(conversationId),
    });
    const conversationKey = partsOf(notification!.link!).pathname.split('/').at(-1)!;
    const conversation = await server.api.get('/api/chat/conversation', {
      token: otto.token,
      query: { conversationKey },
    });
    expect(conversation.status, JSON.stringify(conversation.body)).toBe(200);
    expect(conversation.body.conversation.id).toBe(conversationId);
    expect(await notificationsOf(noor.token)).toEqual([]);
  });

  it("leads the buyer to the order's invoice", async () => {
    const buyer = await server.api.registerUser();
    const products: Product[] = (await server.api.get('/api/products', { token: server.adminToken })).body
      .products;
    const item = products.find(
      (product) => product.available > 0 && product.sizes.length > 0 && product.colors.length > 0,
    )!;
    const placed = await server.api.post(
      '/api/orders/new',
      {
        lines: [{ productId: item.id, quantity: 1, size: item.sizes[0], color: item.colors[0] }],
        billing: {
          address: {
            name: 'Ada Buyer',
            phone: '+44 20 7946 0000',
            country: 'United Kingdom',
            state: '',
            city: 'London',
            street: '1 Stage Door',
            zipCode: 'N1 9GU',
          },
        },
        delivery: 'standard',
      },
      { token: buyer.token },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.order as Order;

    const [notification] = await notificationsOf(buyer.token, 'order_placed');
    expect(notification!.link).toBe(notificationLinks.invoice(order.id));
    const link = partsOf(notification!.link!);
    expect(link.pathname).toBe('/dashboard/e-commerce/invoice');
    const shown = await server.api.get('/api/orders/order', {
      token: buyer.token,
      query: { id: link.searchParams.get('id')! },
    });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.order.id).toBe(order.id);
  });

  it("leads the admin's seeded chat notifications to the admin's one-to-one conversation with the sender, if any", async () => {
    const seeded = await notificationsOf(server.adminToken);
    expect(seeded).toHaveLength(8);
    const { conversations } = (await server.api.get('/api/chat/conversations', { token: server.adminToken }))
      .body as ConversationsResponse;
    /** The admin's one-to-one conversation with the person of that avatar (the one a notification is about). */
    const directWith = (avatar: string | null) =>
      conversations.find(
        (conversation) =>
          conversation.type === 'ONE_TO_ONE' &&
          conversation.participants.some(
            (participant) => participant.id !== adminId && participant.avatar === avatar,
          ),
      );
    const chats = seeded.filter((notification) => notification.type === 'chat_message');
    expect(chats.length).toBeGreaterThan(0);
    for (const notification of chats) {
      const conversation = directWith(notification.avatar);
      expect(notification.link).toBe(conversation ? notificationLinks.conversation(conversation.id) : null);
    }
    // The newest (the stage manager's) has one to lead to.
    expect(chats[0]!.link).not.toBeNull();
    const conversationKey = partsOf(chats[0]!.link!).pathname.split('/').at(-1)!;
    const opened = await server.api.get('/api/chat/conversation', {
      token: server.adminToken,
      query: { conversationKey },
    });
    expect(opened.status).toBe(200);
    expect((opened.body as ConversationResponse).conversation?.id).toBe(conversationKey);
    // The seeded mails and orders are not the ones these tell of: they lead nowhere.
    const rest = seeded.filter((notification) => notification.type !== 'chat_message');
    expect(rest.map((notification) => notification.link)).toEqual(rest.map(() => null));
  });
});
