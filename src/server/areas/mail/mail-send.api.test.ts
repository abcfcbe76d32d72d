import { describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import type { Mail, MailLabel } from '@/contract/mail';
import { notificationLinks } from '@/contract/notification-links';
import type { Notification } from '@/contract/notifications';
import type { ApiClient } from '@/server/testing/api-client';
import { describeApi } from '@/server/testing/api-server';

const notFound = { message: ErrorMessage.mailNotFound, code: 'mail.not_found' };
type Account = Awaited<ReturnType<ApiClient['registerUser']>>;

describeApi(
  'mail API: sending, replies, forwards and drafts',
  { env: { CONTACT_RATE_LIMIT: '100' } },
  (server) => {
    const mailsOf = async (token: string, query: Record<string, string> = {}): Promise<Mail[]> => {
      const response = await server.api.get('/api/mail/mails', { token, query });
      expect(response.status).toBe(200);
      return response.body.mails;
    };
    const unread = async (token: string) =>
      Object.fromEntries(
        ((await server.api.get('/api/mail/labels', { token })).body.labels as MailLabel[]).map((label) => [
          label.id,
          label.unreadCount,
        ]),
      );
    const notificationsOf = async (token: string): Promise<Notification[]> =>
      (await server.api.get('/api/notifications/list', { token })).body.notifications;
    const post = (path: string, token: string, body: unknown) =>
      server.api.post(`/api/mail/${path}`, body, { token });
    const register = (firstName: string, lastName: string) =>
      server.api.registerUser({ firstName, lastName });
    const address = (account: Account) => ({
      name: account.user.displayName,
      email: account.user.email,
      avatar: '',
    });

    describe('POST /api/mail/mails/new', () => {
      it("files the mail under the sender's Sent and delivers it unread to each recipient's inbox, with a notification", async () => {
        const [ana, ben, cleo] = [
          await register('Ana', 'Sender'),
          await register('Ben', 'Reader'),
          await register('Cleo', 'Reader'),
        ];
        const { status, body } = await post('mails/new', ana.token, {
          to: [ben.user.id, cleo.user.email.toUpperCase(), ben.user.email],
          subject: '  Run sheet for Friday ',
          message: '<p>Doors at <strong>18:00</strong>.</p>',
          files: ['/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png', '/images/cover/3.svg'],
        });
        expect(status, JSON.stringify(body)).toBe(200);
        expect(body).toEqual({
          delivery: 'workspace',
          mail: {
            id: expect.any(String),
            labelIds: [],
            folder: 'sent',
            isImportant: false,
            isStarred: false,
            isUnread: false,
            subject: 'Run sheet for Friday',
            message: '<p>Doors at <strong>18:00</strong>.</p>',
            createdAt: expect.any(String),
            files: ['/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png', '/images/cover/3.svg'],
            from: address(ana),
            to: [address(ben), address(cleo)],
          },
        });
        const sent = body.mail as Mail;
        expect(await mailsOf(ana.token, { systemLabel: 'sent' })).toEqual([sent]);
        expect(await mailsOf(ana.token, { systemLabel: 'inbox' })).toEqual([]);
        expect(await unread(ana.token)).toMatchObject({ all: 0, inbox: 0, sent: 0 });

        for (const reader of [ben, cleo]) {
          const [delivered, ...rest] = await mailsOf(reader.token, { systemLabel: 'inbox' });
          expect(rest).toEqual([]);
          expect(delivered).toEqual({ ...sent, id: expect.any(String), folder: 'inbox', isUnread: true });
          expect(delivered!.id).not.toBe(sent.id);
          expect(await unread(reader.token)).toMatchObject({ all: 1, inbox: 1, sent: 0 });
          const [notification] = await notificationsOf(reader.token);
          expect(notification).toMatchObject({
            type: 'mail',
            title: 'Mail from Ana Sender',
            description: 'Run sheet for Friday',
            message: { key: 'mailFrom', params: { name: 'Ana Sender' } },
            isUnRead: true,
            // Their own copy.
            link: notificationLinks.inboxMail(delivered!.id),
          });
          // Reading it: the counts follow.
          await post('mails/update', reader.token, {
            mailId: delivered!.id,
            updateMail: { isUnread: false },
          });
          expect(await unread(reader.token)).toMatchObject({ all: 0, inbox: 0 });
        }
        expect(await notificationsOf(ana.token)).toEqual([]);
      });

      it('stores the body sanitized: no scripts, handlers, foreign images or unsafe links', async () => {
        const [ana, ben] = [await register('Ana', 'Sender'), await register('Ben', 'Reader')];
        const { status, body } = await post('mails/new', ana.token, {
          to: [ben.user.id],
          subject: 'Markup',
          message:
            '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a> <a href="https://example.com/x">link</a></p><script>alert(1)</script><img src="https://evil.example/t.png"><img src="/images/cover/1.svg" onerror="x()">',
        });
        expect(status).toBe(200);
        expect(body.mail.message).toBe(
          '<p>Hi <a>there</a> <a href="https://example.com/x" rel="noopener noreferrer">link</a></p><img src="/images/cover/1.svg" alt="" />',
        );
        const [delivered] = await mailsOf(ben.token);
        expect(delivered!.message).toBe(body.mail.message);
      });

      it("shows a private account's address only to itself and to admins", async () => {
        const [ana, ben, cleo] = [
          await register('Ana', 'Sender'),
          await register('Ben', 'Private'),
          await register('Cleo', 'Reader'),
        ];
        const hidden = await server.api.post(
          '/api/user/account/general/update',
          { displayName: 'Ben Private', isPublic: false },
          { token: ben.token },
        );
        expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
        const { body } = await post('mails/new', ana.token, {
          to: [ben.user.id, cleo.user.id, brand.demoAccount.email],
          subject: 'Who is on the list',
          message: '<p>All of us.</p>',
        });
        const benAsOthersSee = { name: 'Ben Private', email: '', avatar: '' };
        expect(body.mail.to).toEqual([
          benAsOthersSee,
          address(cleo),
          expect.objectContaining({ email: brand.demoAccount.email }),
        ]);
        expect((await mailsOf(cleo.token))[0]!.to[0]).toEqual(benAsOthersSee);
        expect((await mailsOf(ben.token))[0]!.to[0]).toEqual({ ...benAsOthersSee, email: ben.user.email });
        const [adminCopy] = await mailsOf(server.adminToken, { search: 'Who is on the list' });
        expect(adminCopy!.to[0]).toEqual({ ...benAsOthersSee, email: ben.user.email });

        // Ben's own mail shows others no address of his; their replies still reach him.
        const sentByBen = await post('mails/new', ben.token, {
          to: [cleo.user.id],
          subject: 'From Ben',
          message: '<p>Hi</p>',
        });
        expect(sentByBen.body.mail.from.email).toBe(ben.user.email);
        const [atCleo] = await mailsOf(cleo.token, { search: 'From Ben' });
        expect(atCleo!.from).toEqual(benAsOthersSee);
        const reply = await post('mails/reply', cleo.token, { mailId: atCleo!.id, message: '<p>Got it</p>' });
        expect(reply.body.delivery).toBe('workspace');
        expect((await mailsOf(ben.token, { search: 'Re: From Ben' })).map((mail) => mail.subject)).toEqual([
          'Re: From Ben',
        ]);
      });

      it('refuses bad input, naming the field, and delivers nothing', async () => {
        const [ana, ben] = [await register('Ana', 'Sender'), await register('Ben', 'Reader')];
        const good = { to: [ben.user.id], subject: 'Hello', message: '<p>Hi</p>' };
        const cases: [Record<string, unknown>, string, string][] = [
          [{ to: [] }, 'to: Add at least one recipient', 'mail.recipients_required'],
          [{ to: undefined }, 'to: Add at least one recipient', 'mail.recipients_required'],
          [
            { to: Array.from({ length: 51 }, (_, index) => `user-${index}`) },
            'to: At most 50 recipients',
            'mail.too_many_recipients',
          ],
          [
            { to: ['  '] },
            'to.0: A recipient is an account id or an email address',
            'mail.recipient_invalid',
          ],
          [
            { to: [ben.user.id, 'nobody@example.com'] },
            'to.1: No account of the workspace has this id or email',
            'mail.unknown_recipient',
          ],
          [
            { to: ['no-such-account'] },
            'to.0: No account of the workspace has this id or email',
            'mail.unknown_recipient',
          ],
          [{ subject: '   ' }, 'subject: Subject is required', 'mail.subject_required'],
          [
            { subject: 'x'.repeat(256) },
            'subject: Subject must be at most 255 characters',
            'mail.subject_too_long',
          ],
          [{ message: '' }, 'message: Message is required', 'mail.message_required'],
          [{ message: '<p> &nbsp; </p>' }, 'message: Message is required', 'mail.message_required'],
          [{ message: '<script>alert(1)</script>' }, 'message: Message is required', 'mail.message_required'],
          [
            { message: `<p>${'x'.repeat(100_000)}</p>` },
            'message: Message must be at most 100000 characters',
            'mail.message_too_long',
          ],
          [
            { files: ['https://evil.example/a.png'] },
            'files.0: Attachments must be files uploaded to this site',
            'mail.attachment_invalid',
          ],
          [
            { files: ['/uploads/../secret'] },
            'files.0: Attachments must be files uploaded to this site',
            'mail.attachment_invalid',
          ],
          [
            { files: Array.from({ length: 11 }, (_, index) => `/images/cover/${index}.svg`) },
            'files: At most 10 attachments',
            'mail.too_many_attachments',
          ],
        ];
        for (const [change, message, code] of cases) {
          const { status, body } = await post('mails/new', ana.token, { ...good, ...change });
          expect(status, message).toBe(400);
          expect(body.message, message).toBe(message);
          expect(body.code, message).toBe(code);
        }
        const huge = await post('mails/new', ana.token, { ...good, message: 'x'.repeat(1_100_000) });
        expect(huge.status).toBe(413);
        expect(await mailsOf(ana.token)).toEqual([]);
        expect(await mailsOf(ben.token)).toEqual([]);
        expect(await notificationsOf(ben.token)).toEqual([]);
      });
    });

    describe('replies and forwards', () => {
      it('replies to the sender with Re: and the original quoted; reply-all reaches the others but oneself', async () => {
        const [ana, ben, cleo] = [
          await register('Ana', 'Sender'),
          await register('Ben', 'Reader'),
          await register('Cleo', 'Reader'),
        ];
        const first = await post('mails/new', ana.token, {
          to: [ben.user.id, cleo.user.id],
          subject: 'Venue',
          message: '<p>Hall B it is.</p>',
        });
        const [atBen] = await mailsOf(ben.token);

        const reply = await post('mails/reply', ben.token, { mailId: atBen!.id, message: '<p>Great!</p>' });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        expect(reply.body).toMatchObject({
          delivery: 'workspace',
          mail: { folder: 'sent', subject: 'Re: Venue', to: [address(ana)] },
        });
        expect(reply.body.mail.message).toMatch(
          /^<p>Great!<\/p>\n<p>On \d\d \w{3} \d{4} \d\d:\d\d UTC, Ana Sender &lt;[^&]+&gt; wrote:<\/p>\n<blockquote><p>Hall B it is.<\/p><\/blockquote>$/,
        );
        const [atAna] = await mailsOf(ana.token, { systemLabel: 'inbox' });
        expect(atAna).toMatchObject({ subject: 'Re: Venue', isUnread: true, from: address(ben) });
        expect(await mailsOf(cleo.token)).toHaveLength(1);

        // Re: is not doubled.
        const again = await post('mails/reply', ana.token, { mailId: atAna!.id, message: '<p>Yes</p>' });
        expect(again.body.mail).toMatchObject({ subject: 'Re: Venue', to: [address(ben)] });

        // Reply-all goes to the sender and the other recipients, not back to oneself.
        const [atCleo] = await mailsOf(cleo.token);
        const all = await post('mails/reply', cleo.token, {
          mailId: atCleo!.id,
          message: '<p>See you all</p>',
          replyAll: true,
        });
        expect(all.body.mail).toMatchObject({ subject: 'Re: Venue', to: [address(ana), address(ben)] });
        expect((await mailsOf(cleo.token)).map((mail) => mail.subject)).toEqual(['Re: Venue', 'Venue']);
        expect((await mailsOf(cleo.token, { systemLabel: 'inbox' })).map((mail) => mail.subject)).toEqual([
          'Venue',
        ]);
        expect((await mailsOf(ben.token, { systemLabel: 'inbox' })).map((mail) => mail.subject)).toEqual([
          'Re: Venue',
          'Re: Venue',
          'Venue',
        ]);
        expect(await unread(ben.token)).toMatchObject({ inbox: 3 });

        // Replying to one's own sent mail writes to its recipients again.
        const own = await post('mails/reply', ana.token, {
          mailId: first.body.mail.id,
          message: '<p>Correction: Hall C</p>',
        });
        expect(own.body.mail.to).toEqual([address(ben), address(cleo)]);
      });

      it('forwards with Fwd:, the original files kept and the new ones added', async () => {
        const [ana, ben, dora] = [
          await register('Ana', 'Sender'),
          await register('Ben', 'Reader'),
          await register('Dora', 'Later'),
        ];
        await post('mails/new', ana.token, {
          to: [ben.user.id],
          subject: 'Stage plan',
          message: '<p>Attached.</p>',
          files: ['/images/gallery/2.svg'],
        });
        const [atBen] = await mailsOf(ben.token);
        const { status, body } = await post('mails/forward', ben.token, {
          mailId: atBen!.id,
          to: [dora.user.email],
          message: '<p>FYI</p>',
          files: ['/images/gallery/3.svg', '/images/gallery/2.svg'],
        });
        expect(status, JSON.stringify(body)).toBe(200);
        expect(body.mail).toMatchObject({
          subject: 'Fwd: Stage plan',
          files: ['/images/gallery/2.svg', '/images/gallery/3.svg'],
          to: [address(dora)],
        });
        expect(body.mail.message).toContain('---------- Forwarded message ----------');
        expect(body.mail.message).toContain('Subject: Stage plan');
        expect(body.mail.message.endsWith('<p>Attached.</p>')).toBe(true);
        const [atDora] = await mailsOf(dora.token);
        expect(atDora).toMatchObject({ subject: 'Fwd: Stage plan', isUnread: true, from: address(ben) });
        // Without words of one's own.
        const bare = await post('mails/forward', ben.token, { mailId: atBen!.id, to: [dora.user.id] });
        expect(bare.status).toBe(200);
        expect(bare.body.mail.message.startsWith('<p>---------- Forwarded message')).toBe(true);
      });

      it("never replies to or forwards another user's mail, and refuses bad input", async () => {
        const [ana, ben] = [await register('Ana', 'Sender'), await register('Ben', 'Reader')];
        await post('mails/new', ana.token, { to: [ben.user.id], subject: 'Private', message: '<p>x</p>' });
        const [atBen] = await mailsOf(ben.token);
        for (const [path, body] of [
          ['mails/reply', { mailId: atBen!.id, message: '<p>hi</p>' }],
          ['mails/forward', { mailId: atBen!.id, to: [ana.user.id] }],
          ['mails/reply', { mailId: 'no-such-mail', message: '<p>hi</p>' }],
        ] as const) {
          const response = await post(path, ana.token, body);
          expect(response.status, path).toBe(404);
          expect(response.body).toEqual(notFound);
        }
        for (const [path, body, message] of [
          ['mails/reply', { mailId: atBen!.id, message: '' }, 'message: Message is required'],
          ['mails/reply', { message: '<p>x</p>' }, 'mailId: Mail id is required'],
          ['mails/forward', { mailId: atBen!.id, to: [] }, 'to: Add at least one recipient'],
          [
            'mails/forward',
            { mailId: atBen!.id, to: ['ghost@example.com'] },
            'to.0: No account of the workspace has this id or email',
          ],
          [
            'mails/forward',
            { mailId: atBen!.id, to: [ana.user.id], message: 'x'.repeat(100_001) },
            'message: Message must be at most 100000 characters',
          ],
        ] as const) {
          const response = await post(path, ben.token, body);
          expect(response.status, message).toBe(400);
          expect(response.body.message).toBe(message);
        }
        expect(await mailsOf(ana.token, { systemLabel: 'inbox' })).toEqual([]);
      });

      it('files a reply to a sender outside the workspace under Sent only when no SMTP_URL is set', async () => {
        const visitor = {
          name: 'Jonas Weber',
          email: `jonas-${Date.now()}@example.com`,
          subject: 'Hosting our summit',
          message: 'Would you host our summit in May?',
        };
        expect((await server.api.post('/api/contact', visitor)).status).toBe(200);
        const [incoming] = await mailsOf(server.adminToken, { search: visitor.email });
        expect(incoming!.from.email).toBe(visitor.email);
        const { status, body } = await post('mails/reply', server.adminToken, {
          mailId: incoming!.id,
          message: '<p>Happy to!</p>',
        });
        expect(status, JSON.stringify(body)).toBe(200);
        expect(body).toMatchObject({
          delivery: 'filed',
          mail: {
            folder: 'sent',
            subject: `Re: ${incoming!.subject}`,
            to: [{ name: visitor.name, email: visitor.email, avatar: '' }],
          },
        });
        expect(
          (await mailsOf(server.adminToken, { systemLabel: 'sent', search: visitor.email })).map(
            (mail) => mail.id,
          ),
        ).toEqual([body.mail.id]);
        const copies = await server.sql<{ n: number }>('select count(*) as n from mails where subject = ?', [
          body.mail.subject,
        ]);
        expect(Number(copies[0]!.n)).toBe(1);
      });
    });

    describe('drafts', () => {
      it('saves, lists, changes and sends a draft: it leaves the drafts and is delivered', async () => {
        const [ana, ben] = [await register('Ana', 'Drafter'), await register('Ben', 'Reader')];
        const saved = await post('drafts/save', ana.token, {
          to: [ben.user.id],
          subject: 'Idea',
          message: '<p>First go</p>',
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(saved.body.mail).toMatchObject({
          folder: 'drafts',
          subject: 'Idea',
          to: [address(ben)],
          isUnread: false,
        });
        const draftId = saved.body.mail.id as string;
        expect(await mailsOf(ana.token, { systemLabel: 'drafts' })).toEqual([saved.body.mail]);
        expect(await mailsOf(ben.token)).toEqual([]);

        const changed = await post('drafts/save', ana.token, {
          mailId: draftId,
          to: [ben.user.email],
          subject: 'Idea, reworked',
          message: '<p>Second go</p>',
          files: ['/images/cover/2.svg'],
        });
        expect(changed.status).toBe(200);
        expect(changed.body.mail).toMatchObject({
          id: draftId,
          folder: 'drafts',
          subject: 'Idea, reworked',
          files: ['/images/cover/2.svg'],
        });
        expect(await mailsOf(ana.token, { systemLabel: 'drafts' })).toEqual([changed.body.mail]);
        expect(await mailsOf(ana.token, { search: 'reworked' })).toEqual([changed.body.mail]);

        const sent = await post('drafts/send', ana.token, { mailId: draftId });
        expect(sent.status, JSON.stringify(sent.body)).toBe(200);
        expect(sent.body).toMatchObject({
          delivery: 'workspace',
          mail: { id: draftId, folder: 'sent', subject: 'Idea, reworked' },
        });
        expect(await mailsOf(ana.token, { systemLabel: 'drafts' })).toEqual([]);
        expect(await mailsOf(ana.token, { systemLabel: 'sent' })).toEqual([sent.body.mail]);
        const [atBen] = await mailsOf(ben.token, { systemLabel: 'inbox' });
        expect(atBen).toMatchObject({
          subject: 'Idea, reworked',
          isUnread: true,
          message: '<p>Second go</p>',
          files: ['/images/cover/2.svg'],
        });
        expect(await unread(ben.token)).toMatchObject({ inbox: 1 });
        expect((await notificationsOf(ben.token))[0]).toMatchObject({
          type: 'mail',
          title: 'Mail from Ana Drafter',
        });

        // Sent: no longer a draft.
        for (const path of ['drafts/send', 'drafts/delete']) {
          const again = await post(path, ana.token, { mailId: draftId });
          expect(again.status, path).toBe(400);
          expect(again.body).toEqual({ message: 'This mail is not a draft', code: 'mail.not_a_draft' });
        }
        const resave = await post('drafts/save', ana.token, { mailId: draftId, subject: 'x' });
        expect(resave.body.code).toBe('mail.not_a_draft');
      });

      it('keeps an unfinished draft, refuses to send it until it is complete, and deletes it', async () => {
        const ana = await register('Ana', 'Drafter');
        const empty = await post('drafts/save', ana.token, {});
        expect(empty.status).toBe(200);
        expect(empty.body.mail).toMatchObject({
          folder: 'drafts',
          subject: '',
          message: '',
          to: [],
          files: [],
        });
        const draftId = empty.body.mail.id as string;
        const refused = await post('drafts/send', ana.token, { mailId: draftId });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          message: 'to: Add at least one recipient',
          code: 'mail.recipients_required',
        });
        await post('drafts/save', ana.token, { mailId: draftId, to: [ana.user.id] });
        expect((await post('drafts/send', ana.token, { mailId: draftId })).body.message).toBe(
          'subject: Subject is required',
        );
        await post('drafts/save', ana.token, { mailId: draftId, to: [ana.user.id], subject: 'Note to self' });
        expect((await post('drafts/send', ana.token, { mailId: draftId })).body.message).toBe(
          'message: Message is required',
        );

        const deleted = await post('drafts/delete', ana.token, { mailId: draftId });
        expect(deleted.status).toBe(200);
        expect(deleted.body).toEqual({ mailId: draftId });
        expect(await mailsOf(ana.token)).toEqual([]);
        expect((await post('drafts/delete', ana.token, { mailId: draftId })).body).toEqual(notFound);
      });

      it("never touches another user's draft, and refuses bad drafts", async () => {
        const [ana, ben] = [await register('Ana', 'Drafter'), await register('Ben', 'Other')];
        const saved = await post('drafts/save', ana.token, {
          to: [ben.user.id],
          subject: 'Mine',
          message: '<p>x</p>',
        });
        const draftId = saved.body.mail.id as string;
        for (const [path, body] of [
          ['drafts/save', { mailId: draftId, subject: 'Hijacked' }],
          ['drafts/send', { mailId: draftId }],
          ['drafts/delete', { mailId: draftId }],
        ] as const) {
          const response = await post(path, ben.token, body);
          expect(response.status, path).toBe(404);
          expect(response.body).toEqual(notFound);
        }
        expect(await mailsOf(ana.token, { systemLabel: 'drafts' })).toEqual([saved.body.mail]);
        expect(await mailsOf(ben.token)).toEqual([]);

        for (const [body, message] of [
          [{ to: ['ghost@example.com'] }, 'to.0: No account of the workspace has this id or email'],
          [{ subject: 'x'.repeat(256) }, 'subject: Subject must be at most 255 characters'],
          [{ message: 'x'.repeat(100_001) }, 'message: Message must be at most 100000 characters'],
          [
            { files: ['http://elsewhere.example/x.png'] },
            'files.0: Attachments must be files uploaded to this site',
          ],
          [{ to: Array.from({ length: 51 }, () => ben.user.id) }, 'to: At most 50 recipients'],
        ] as const) {
          const response = await post('drafts/save', ana.token, body);
          expect(response.status, message).toBe(400);
          expect(response.body.message).toBe(message);
        }
        expect(await mailsOf(ana.token, { systemLabel: 'drafts' })).toHaveLength(1);
      });

      it('sends the seeded draft to its address outside the workspace: filed, since there is no SMTP_URL', async () => {
        const [draft] = await mailsOf(server.adminToken, { systemLabel: 'drafts' });
        expect(draft!.to[0]!.email).toMatch(/\.example$/);
        const { status, body } = await post('drafts/send', server.adminToken, { mailId: draft!.id });
        expect(status, JSON.stringify(body)).toBe(200);
        expect(body).toMatchObject({
          delivery: 'filed',
          mail: { id: draft!.id, folder: 'sent', to: draft!.to },
        });
      });
    });
  },
);
