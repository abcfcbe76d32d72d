import { describe, expect, it } from 'vitest';
import { ErrorMessage } from '@/contract/errors';
import type { Mail, MailLabel } from '@/contract/mail';
import { describeApi } from '@/server/testing/api-server';

const notFound = { message: ErrorMessage.mailNotFound, code: 'mail.not_found' };

describeApi('mail API: bulk changes, deleting forever, search and paging', (server) => {
  const page = async (token: string, query: Record<string, string | number> = {}) => {
    const response = await server.api.get('/api/mail/mails', { token, query });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { mails: Mail[]; nextCursor: string | null };
  };
  const mailsOf = async (token: string, query: Record<string, string | number> = {}) =>
    (await page(token, query)).mails;
  const unread = async (token: string) =>
    Object.fromEntries(
      ((await server.api.get('/api/mail/labels', { token })).body.labels as MailLabel[]).map((label) => [
        label.id,
        label.unreadCount,
      ]),
    );
  const updateMany = (token: string, body: unknown) =>
    server.api.post('/api/mail/mails/update-many', body, { token });
  const deleteForever = (token: string, body: unknown) =>
    server.api.post('/api/mail/mails/delete', body, { token });
  /** A fresh account with `count` mails in its inbox, from a second fresh account. */
  const accountWithMails = async (count: number) => {
    const sender = await server.api.registerUser({ firstName: 'Paula', lastName: 'Sender' });
    const owner = await server.api.registerUser({ firstName: 'Otto', lastName: 'Owner' });
    for (let index = 0; index < count; index += 1) {
      const sent = await server.api.post(
        '/api/mail/mails/new',
        { to: [owner.user.id], subject: `Run sheet ${index}`, message: `<p>Version ${index}</p>` },
        { token: sender.token },
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    return owner;
  };

  it('answers 401 on every new call without a token', async () => {
    for (const path of [
      '/api/mail/mails/update-many',
      '/api/mail/mails/delete',
      '/api/mail/mails/new',
      '/api/mail/mails/reply',
      '/api/mail/mails/forward',
      '/api/mail/drafts/save',
      '/api/mail/drafts/send',
      '/api/mail/drafts/delete',
    ]) {
      const { status, body } = await server.api.post(path, { mailIds: ['x'], mailId: 'x' });
      expect(status, path).toBe(401);
      expect(body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    }
  });

  describe('POST /api/mail/mails/update-many', () => {
    it('marks read, stars and flags many mails at once, in the order asked, and the unread counts follow', async () => {
      const owner = await accountWithMails(3);
      const inbox = await mailsOf(owner.token, { systemLabel: 'inbox' });
      expect(await unread(owner.token)).toMatchObject({ all: 3, inbox: 3, starred: 0 });
      const ids = [inbox[2]!.id, inbox[0]!.id, inbox[2]!.id];

      const { status, body } = await updateMany(owner.token, {
        mailIds: ids,
        updateMail: { isUnread: false, isStarred: true, isImportant: true },
      });
      expect(status).toBe(200);
      expect(body.mails.map((mail: Mail) => mail.id)).toEqual([inbox[2]!.id, inbox[0]!.id]);
      for (const mail of body.mails)
        expect(mail).toMatchObject({ isUnread: false, isStarred: true, isImportant: true });
      expect(await unread(owner.token)).toMatchObject({ all: 1, inbox: 1, starred: 0, important: 0 });
      expect((await mailsOf(owner.token, { systemLabel: 'starred' })).map((mail) => mail.id).sort()).toEqual(
        [inbox[0]!.id, inbox[2]!.id].sort(),
      );

      // Unread again, then to the trash and to spam: each label counts what it shows.
      await updateMany(owner.token, {
        mailIds: [inbox[0]!.id, inbox[1]!.id],
        updateMail: { isUnread: true },
      });
      expect(await unread(owner.token)).toMatchObject({ all: 2, inbox: 2, starred: 1, important: 1 });
      await updateMany(owner.token, { mailIds: [inbox[0]!.id], updateMail: { folder: 'trash' } });
      await updateMany(owner.token, { mailIds: [inbox[1]!.id], updateMail: { folder: 'spam' } });
      expect(await unread(owner.token)).toMatchObject({ all: 2, inbox: 0, trash: 1, spam: 1, starred: 1 });
      const back = await updateMany(owner.token, {
        mailIds: [inbox[0]!.id, inbox[1]!.id],
        updateMail: { folder: 'inbox' },
      });
      expect(back.body.mails.map((mail: Mail) => mail.folder)).toEqual(['inbox', 'inbox']);
      expect(await unread(owner.token)).toMatchObject({ all: 2, inbox: 2, trash: 0, spam: 0 });
    });

    it('adds and removes custom labels of mails that have different ones', async () => {
      const owner = await accountWithMails(2);
      const [first, second] = await mailsOf(owner.token);
      await updateMany(owner.token, { mailIds: [first!.id], updateMail: { labelIds: ['forums'] } });
      const added = await updateMany(owner.token, {
        mailIds: [first!.id, second!.id],
        updateMail: { addLabelIds: ['social', 'forums'] },
      });
      expect(added.status).toBe(200);
      expect(added.body.mails.map((mail: Mail) => mail.labelIds)).toEqual([
        ['forums', 'social'],
        ['social', 'forums'],
      ]);
      expect(await unread(owner.token)).toMatchObject({ social: 2, forums: 2, promotions: 0 });
      const changed = await updateMany(owner.token, {
        mailIds: [first!.id, second!.id],
        updateMail: { removeLabelIds: ['forums'], addLabelIds: ['promotions'] },
      });
      expect(changed.body.mails.map((mail: Mail) => mail.labelIds)).toEqual([
        ['social', 'promotions'],
        ['social', 'promotions'],
      ]);
      expect(await unread(owner.token)).toMatchObject({ social: 2, forums: 0, promotions: 2 });
      expect((await mailsOf(owner.token, { customLabel: 'forums' })).length).toBe(0);
    });

    it("is all or nothing: another user's or an unknown mail among them is 404 Mail not found and nothing changes", async () => {
      const owner = await accountWithMails(2);
      const stranger = await accountWithMails(1);
      const before = await mailsOf(owner.token);
      const [strangers] = await mailsOf(stranger.token);
      for (const mailIds of [
        [before[0]!.id, strangers!.id],
        [before[0]!.id, before[1]!.id, 'no-such-mail'],
      ]) {
        const { status, body } = await updateMany(owner.token, {
          mailIds,
          updateMail: { isUnread: false, folder: 'trash' },
        });
        expect(status).toBe(404);
        expect(body).toEqual(notFound);
      }
      // The owner's mails through a stranger's token: as unknown.
      const foreign = await updateMany(stranger.token, {
        mailIds: [before[0]!.id],
        updateMail: { isStarred: true },
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(notFound);
      expect(await mailsOf(owner.token)).toEqual(before);
      expect(await mailsOf(stranger.token)).toEqual([strangers]);
    });

    it('refuses invalid lists and changes, naming the field', async () => {
      const owner = await accountWithMails(1);
      const [mail] = await mailsOf(owner.token);
      const cases: [unknown, string, string][] = [
        [{ updateMail: { isUnread: false } }, 'mailIds: Choose at least one mail', 'mail.mail_ids_required'],
        [
          { mailIds: [], updateMail: { isUnread: false } },
          'mailIds: Choose at least one mail',
          'mail.mail_ids_required',
        ],
        [
          {
            mailIds: Array.from({ length: 101 }, (_, index) => `m${index}`),
            updateMail: { isUnread: false },
          },
          'mailIds: At most 100 mails at once',
          'mail.too_many_mail_ids',
        ],
        [
          { mailIds: [''], updateMail: { isUnread: false } },
          'mailIds.0: Mail id is required',
          'mail.mail_id_required',
        ],
        [{ mailIds: [mail!.id], updateMail: {} }, 'updateMail: Nothing to update', 'mail.nothing_to_update'],
        [
          { mailIds: [mail!.id], updateMail: { labelIds: ['social'], removeLabelIds: ['forums'] } },
          'updateMail.labelIds: Either set the labels or add and remove some, not both',
          'mail.labels_set_or_change',
        ],
        [
          { mailIds: [mail!.id], updateMail: { addLabelIds: ['social'], removeLabelIds: ['social'] } },
          'updateMail.removeLabelIds: A label cannot be both added and removed',
          'mail.label_added_and_removed',
        ],
        [
          { mailIds: [mail!.id], updateMail: { addLabelIds: ['work'] } },
          'updateMail.addLabelIds.0: Must be one of social, promotions, forums',
          'mail.unknown_custom_label',
        ],
        [
          { mailIds: [mail!.id], updateMail: { folder: 'archive' } },
          'updateMail.folder: Must be one of inbox, sent, drafts, trash, spam',
          'mail.unknown_folder',
        ],
      ];
      for (const [request, message, code] of cases) {
        const { status, body } = await updateMany(owner.token, request);
        expect(status, message).toBe(400);
        expect(body.message, message).toBe(message);
        expect(body.code, message).toBe(code);
      }
      expect(await mailsOf(owner.token)).toEqual([mail]);
    });

    it('keeps the single update working with added and removed labels', async () => {
      const owner = await accountWithMails(1);
      const [mail] = await mailsOf(owner.token);
      const { status, body } = await server.api.post(
        '/api/mail/mails/update',
        { mailId: mail!.id, updateMail: { addLabelIds: ['forums'] } },
        { token: owner.token },
      );
      expect(status).toBe(200);
      expect(body).toEqual({ mail: { ...mail, labelIds: ['forums'] } });
    });
  });

  describe('POST /api/mail/mails/delete', () => {
    it('deletes mails of the trash forever; a mail elsewhere refuses the whole call', async () => {
      const owner = await accountWithMails(3);
      const [first, second, third] = await mailsOf(owner.token);
      await updateMany(owner.token, { mailIds: [first!.id, second!.id], updateMail: { folder: 'trash' } });
      expect(await unread(owner.token)).toMatchObject({ all: 3, trash: 2, inbox: 1 });

      const refused = await deleteForever(owner.token, { mailIds: [first!.id, third!.id] });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: 'Only mails in the trash can be deleted forever',
        code: 'mail.not_in_trash',
      });
      expect(await mailsOf(owner.token)).toHaveLength(3);

      const { status, body } = await deleteForever(owner.token, {
        mailIds: [first!.id, second!.id, first!.id],
      });
      expect(status).toBe(200);
      expect(body).toEqual({ mailIds: [first!.id, second!.id] });
      expect((await mailsOf(owner.token)).map((mail) => mail.id)).toEqual([third!.id]);
      expect(await unread(owner.token)).toMatchObject({ all: 1, trash: 0, inbox: 1 });
      const gone = await server.api.get('/api/mail/mail', {
        token: owner.token,
        query: { mailId: first!.id },
      });
      expect(gone.status).toBe(404);
      expect((await deleteForever(owner.token, { mailIds: [first!.id] })).status).toBe(404);
    });

    it("never deletes another user's mail, and refuses an empty list", async () => {
      const owner = await accountWithMails(1);
      const stranger = await server.api.registerUser();
      const [mail] = await mailsOf(owner.token);
      await updateMany(owner.token, { mailIds: [mail!.id], updateMail: { folder: 'trash' } });
      const { status, body } = await deleteForever(stranger.token, { mailIds: [mail!.id] });
      expect(status).toBe(404);
      expect(body).toEqual(notFound);
      expect(await mailsOf(owner.token)).toHaveLength(1);
      const empty = await deleteForever(owner.token, { mailIds: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.code).toBe('mail.mail_ids_required');
    });
  });

  describe('GET /api/mail/mails: search and paging', () => {
    it('answers the whole seeded mailbox in one page without parameters, with no next page', async () => {
      const { mails, nextCursor } = await page(server.adminToken);
      expect(mails.length).toBeGreaterThanOrEqual(9);
      expect(mails.length).toBeLessThanOrEqual(50);
      expect(nextCursor).toBeNull();
    });

    it('searches subject, sender name, sender email and text, in any case, with wildcards taken literally', async () => {
      const all = await mailsOf(server.adminToken, { limit: 100 });
      const matching = (needle: string) =>
        all
          .filter((mail) =>
            [mail.subject, mail.from.name, mail.from.email, mail.message.replace(/<[^>]*>/g, ' ')].some(
              (text) => text.toLowerCase().includes(needle.toLowerCase()),
            ),
          )
          .map((mail) => mail.id);
      for (const search of ['HAMBURG', 'maya lindqvist', 'thelongtake.example', 'rehearsal']) {
        const found = (await mailsOf(server.adminToken, { search, limit: 100 })).map((mail) => mail.id);
        expect(found.length, search).toBeGreaterThan(0);
        expect(found, search).toEqual(matching(search));
      }
      // Words of the markup are no text; % and _ match themselves.
      expect((await mailsOf(server.adminToken, { search: '30% off' })).length).toBeGreaterThan(0);
      for (const search of ['<p>', 'strong', 'h_mburg', 'ham%urg', 'no such words anywhere'])
        expect(await mailsOf(server.adminToken, { search }), search).toEqual([]);
      // Within a label.
      const inInbox = await mailsOf(server.adminToken, { search: 'rehearsal', systemLabel: 'sent' });
      expect(inInbox.every((mail) => mail.folder === 'sent')).toBe(true);
    });

    it('pages newest first with a cursor, without overlap or gap, also among mails of the same time', async () => {
      const owner = await accountWithMails(5);
      const all = await mailsOf(owner.token);
      expect(all).toHaveLength(5);
      const walk = async (query: Record<string, string | number>) => {
        const seen: Mail[] = [];
        let cursor: string | null | undefined;
        let pages = 0;
        do {
          const next = await page(owner.token, { ...query, limit: 2, ...(cursor ? { cursor } : {}) });
          seen.push(...next.mails);
          cursor = next.nextCursor;
          pages += 1;
        } while (cursor && pages < 10);
        return { seen, pages };
      };
      const { seen, pages } = await walk({});
      expect(pages).toBe(3);
      expect(seen).toEqual(all);

      // Every mail at the same instant: the id decides, pages still meet exactly.
      await server.sql('update mails set created_at = ? where user_id = ?', [
        '2026-01-01T10:00:00.000Z',
        owner.user.id,
      ]);
      // Written past the store: the cached answers learn of it from the mailbox's version.
      await server.sql('update data_versions set version = version + 1 where key = ?', [
        `mail:${owner.user.id}`,
      ]);
      const same = await mailsOf(owner.token);
      expect(same.map((mail) => mail.id)).toEqual(
        same
          .map((mail) => mail.id)
          .sort()
          .reverse(),
      );
      expect((await walk({})).seen.map((mail) => mail.id)).toEqual(same.map((mail) => mail.id));
      expect((await walk({ search: 'run sheet' })).seen).toHaveLength(5);
    });

    it('refuses a bad limit, cursor or search', async () => {
      for (const [query, message] of [
        [{ limit: 0 }, 'limit: Limit must be a whole number from 1 to 100'],
        [{ limit: 101 }, 'limit: Limit must be a whole number from 1 to 100'],
        [{ limit: 'ten' }, 'limit: Limit must be a whole number from 1 to 100'],
        [{ cursor: 'page-2' }, 'cursor: Invalid page cursor'],
        [{ search: 'x'.repeat(101) }, 'search: Search must be at most 100 characters'],
      ] as const) {
        const { status, body } = await server.api.get('/api/mail/mails', { token: server.adminToken, query });
        expect(status, message).toBe(400);
        expect(body.message).toBe(message);
      }
    });
  });
});
