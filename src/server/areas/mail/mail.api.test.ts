import { describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import type { Mail, MailLabel } from '@/contract/mail';
import { describeApi } from '@/server/testing/api-server';

/** What each label must show of the seeded mailbox, as a predicate over a mail. */
const labelFilters: Record<string, (mail: Mail) => boolean> = {
  all: () => true,
  inbox: (mail) => mail.folder === 'inbox',
  sent: (mail) => mail.folder === 'sent',
  drafts: (mail) => mail.folder === 'drafts',
  trash: (mail) => mail.folder === 'trash',
  spam: (mail) => mail.folder === 'spam',
  important: (mail) => mail.isImportant,
  starred: (mail) => mail.isStarred,
  social: (mail) => mail.labelIds.includes('social'),
  promotions: (mail) => mail.labelIds.includes('promotions'),
  forums: (mail) => mail.labelIds.includes('forums'),
};

/** The seeded mailbox of the admin: mails per label and unread mails per label. */
const seeded = {
  all: [9, 5],
  inbox: [5, 4],
  sent: [1, 0],
  drafts: [1, 0],
  trash: [1, 0],
  spam: [1, 1],
  important: [3, 1],
  starred: [3, 1],
  social: [2, 2],
  promotions: [1, 1],
  forums: [1, 0],
} as const;
const systemLabels = ['all', 'inbox', 'sent', 'drafts', 'trash', 'spam', 'important', 'starred'];
const customLabels = ['social', 'promotions', 'forums'];

describeApi('mail API', (server) => {
  const mailsOf = async (token: string, query: Record<string, string> = {}): Promise<Mail[]> => {
    const response = await server.api.get('/api/mail/mails', { token, query });
    expect(response.status).toBe(200);
    return response.body.mails;
  };
  const labelsOf = async (token: string): Promise<MailLabel[]> => {
    const response = await server.api.get('/api/mail/labels', { token });
    expect(response.status).toBe(200);
    return response.body.labels;
  };
  const queryFor = (label: string): Record<string, string> =>
    customLabels.includes(label) ? { customLabel: label } : { systemLabel: label };
  const update = (token: string, body: unknown) => server.api.post('/api/mail/mails/update', body, { token });

  it('answers 401 Authorization token missing on every endpoint without a token', async () => {
    for (const path of ['/api/mail/labels', '/api/mail/mails?systemLabel=all', '/api/mail/mail?mailId=x']) {
      const { status, body } = await server.api.get(path);
      expect(status, path).toBe(401);
      expect(body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    }
    const post = await server.api.post('/api/mail/mails/update', {
      mailId: 'x',
      updateMail: { isUnread: false },
    });
    expect(post.status).toBe(401);
    expect(post.body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
  });

  it('lists the system and custom labels with their unread counts', async () => {
    const labels = await labelsOf(server.adminToken);
    expect(labels).toEqual([
      ...systemLabels.map((name) => ({
        id: name,
        type: 'system',
        name,
        unreadCount: seeded[name as keyof typeof seeded][1],
      })),
      { id: 'social', type: 'custom', name: 'social', unreadCount: 2, color: '#00AB55' },
      { id: 'promotions', type: 'custom', name: 'promotions', unreadCount: 1, color: '#1890FF' },
      { id: 'forums', type: 'custom', name: 'forums', unreadCount: 0, color: '#FFC107' },
    ]);
  });

  it('seeds 9 realistic mails of the presenter, newest first', async () => {
    const mails = await mailsOf(server.adminToken, { systemLabel: 'all' });
    expect(mails).toHaveLength(9);
    const times = mails.map((mail) => mail.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(await mailsOf(server.adminToken)).toEqual(mails);
    for (const mail of mails) {
      expect(mail.subject.length).toBeGreaterThan(10);
      expect(mail.message).toMatch(/^<p>/);
      expect(mail.from.avatar).toMatch(/^\/images\/avatar\/\d+\.svg$/);
      expect(mail.to.length).toBeGreaterThan(0);
      for (const file of mail.files) expect(file).toMatch(/^\/images\/(gallery|cover)\/\d+\.svg$/);
      const written = mail.folder === 'sent' || mail.folder === 'drafts';
      if (written) expect(mail.from.email).toBe(brand.demoAccount.email);
      else expect(mail.to.map((to) => to.email)).toEqual([brand.demoAccount.email]);
    }
    expect(mails.filter((mail) => mail.files.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(mails.find((mail) => mail.folder === 'sent')!.to.length).toBeGreaterThan(1);
  });

  it('filters by every system label and every custom label', async () => {
    const all = await mailsOf(server.adminToken, { systemLabel: 'all' });
    const labels = await labelsOf(server.adminToken);
    for (const [label, [count, unread]] of Object.entries(seeded)) {
      const mails = await mailsOf(server.adminToken, queryFor(label));
      expect(mails, label).toEqual(all.filter(labelFilters[label]!));
      expect(mails, label).toHaveLength(count);
      expect(
        mails.filter((mail) => mail.isUnread),
        label,
      ).toHaveLength(unread);
      expect(labels.find((entry) => entry.id === label)!.unreadCount, label).toBe(unread);
    }
  });

  it('applies a system and a custom label together', async () => {
    const inboxSocial = await mailsOf(server.adminToken, { systemLabel: 'inbox', customLabel: 'social' });
    expect(inboxSocial).toHaveLength(2);
    expect(await mailsOf(server.adminToken, { systemLabel: 'trash', customLabel: 'social' })).toEqual([]);
    expect(await mailsOf(server.adminToken, { systemLabel: 'trash', customLabel: 'forums' })).toHaveLength(1);
  });

  it('names the field of an unknown label', async () => {
    for (const [query, field] of [
      [{ systemLabel: 'archive' }, 'systemLabel'],
      [{ customLabel: 'work' }, 'customLabel'],
      [{ systemLabel: 'social' }, 'systemLabel'],
      [{ customLabel: 'inbox' }, 'customLabel'],
    ] as const) {
      const { status, body } = await server.api.get('/api/mail/mails', { token: server.adminToken, query });
      expect(status).toBe(400);
      expect(body.message).toMatch(new RegExp(`^${field}: Must be one of `));
    }
  });

  it("gets a mail by id; 404 Mail not found for an unknown id or another user's mail", async () => {
    const [first] = await mailsOf(server.adminToken, { systemLabel: 'all' });
    const { status, body } = await server.api.get('/api/mail/mail', {
      token: server.adminToken,
      query: { mailId: first!.id },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ mail: first });

    const stranger = await server.api.registerUser();
    for (const [token, mailId] of [
      [server.adminToken, 'no-such-mail'],
      [stranger.token, first!.id],
    ] as const) {
      const response = await server.api.get('/api/mail/mail', { token, query: { mailId } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: ErrorMessage.mailNotFound, code: 'mail.not_found' });
    }
    const missing = await server.api.get('/api/mail/mail', { token: server.adminToken });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('mailId: Mail id is required');
  });

  it('starts a fresh user with an empty mailbox', async () => {
    const fresh = await server.api.registerUser();
    expect(await mailsOf(fresh.token, { systemLabel: 'all' })).toEqual([]);
    const labels = await labelsOf(fresh.token);
    expect(labels.map((label) => label.id)).toEqual([...systemLabels, ...customLabels]);
    expect(labels.every((label) => label.unreadCount === 0)).toBe(true);
  });

  describe('POST /api/mail/mails/update', () => {
    it("refuses another user's mail, an unknown mail and invalid changes", async () => {
      const [mail] = await mailsOf(server.adminToken, { systemLabel: 'all' });
      const stranger = await server.api.registerUser();
      for (const [token, mailId] of [
        [stranger.token, mail!.id],
        [server.adminToken, 'no-such-mail'],
      ] as const) {
        const { status, body } = await update(token, { mailId, updateMail: { isUnread: false } });
        expect(status).toBe(404);
        expect(body).toEqual({ message: ErrorMessage.mailNotFound, code: 'mail.not_found' });
      }
      expect(
        (await server.api.get('/api/mail/mail', { token: server.adminToken, query: { mailId: mail!.id } })).body
          .mail,
      ).toEqual(mail);

      const cases: [unknown, string][] = [
        [{ updateMail: { isUnread: false } }, 'mailId: Mail id is required'],
        [{ mailId: mail!.id }, 'updateMail: '],
        [{ mailId: mail!.id, updateMail: {} }, 'updateMail: Nothing to update'],
        [
          { mailId: mail!.id, updateMail: { folder: 'archive' } },
          'updateMail.folder: Must be one of inbox, sent, drafts, trash, spam',
        ],
        [
          { mailId: mail!.id, updateMail: { labelIds: ['work'] } },
          'updateMail.labelIds.0: Must be one of social, promotions, forums',
        ],
        [
          { mailId: mail!.id, updateMail: { labelIds: ['social', 'social'] } },
          'updateMail.labelIds: Labels must be distinct',
        ],
        [{ mailId: mail!.id, updateMail: { isStarred: 'yes' } }, 'updateMail.isStarred: '],
      ];
      for (const [request, message] of cases) {
        const { status, body } = await update(server.adminToken, request);
        expect(status, message).toBe(400);
        expect(body.message.startsWith(message), `${body.message} / ${message}`).toBe(true);
      }
    });

    it('marks read, stars, moves and relabels, and the labels follow; it all survives a restart', async () => {
      const before = await labelsOf(server.adminToken);
      const unreadOf = (labels: MailLabel[], id: string) =>
        labels.find((label) => label.id === id)!.unreadCount;
      const [promo] = await mailsOf(server.adminToken, { customLabel: 'promotions' });
      expect(promo).toMatchObject({ isUnread: true, folder: 'inbox', isStarred: false });

      const read = await update(server.adminToken, {
        mailId: promo!.id,
        updateMail: { isUnread: false, isStarred: true },
      });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ mail: { ...promo, isUnread: false, isStarred: true } });
      const afterRead = await labelsOf(server.adminToken);
      expect(unreadOf(afterRead, 'inbox')).toBe(unreadOf(before, 'inbox') - 1);
      expect(unreadOf(afterRead, 'all')).toBe(unreadOf(before, 'all') - 1);
      expect(unreadOf(afterRead, 'promotions')).toBe(0);
      expect((await mailsOf(server.adminToken, { systemLabel: 'starred' })).map((mail) => mail.id)).toContain(
        promo!.id,
      );

      const moved = await update(server.adminToken, {
        mailId: promo!.id,
        updateMail: { folder: 'trash', labelIds: ['forums', 'social'], isImportant: true },
      });
      expect(moved.body.mail).toMatchObject({
        folder: 'trash',
        labelIds: ['forums', 'social'],
        isImportant: true,
        isUnread: false,
      });
      expect((await mailsOf(server.adminToken, { systemLabel: 'inbox' })).map((mail) => mail.id)).not.toContain(
        promo!.id,
      );
      expect(
        (await mailsOf(server.adminToken, { systemLabel: 'trash', customLabel: 'social' })).map((mail) => mail.id),
      ).toEqual([promo!.id]);
      expect(await mailsOf(server.adminToken, { customLabel: 'promotions' })).toEqual([]);

      const mailboxBefore = await mailsOf(server.adminToken);
      const labelsBefore = await labelsOf(server.adminToken);
      await server.restart();
      expect(await mailsOf(server.adminToken)).toEqual(mailboxBefore);
      expect(await labelsOf(server.adminToken)).toEqual(labelsBefore);
      const reloaded = await server.api.get('/api/mail/mail', {
        token: server.adminToken,
        query: { mailId: promo!.id },
      });
      expect(reloaded.body.mail).toEqual(moved.body.mail);
    });
  });
});
