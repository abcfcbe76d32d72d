import { describe, expect, it } from 'vitest';
import type { Mail } from '@/contract/mail';
import { describeApi, useApiServer } from '@/server/testing/api-server';
import { testEngines } from '@/server/testing/server-process';

const WEAK_ETAG = /^W\/"[\w-]+-\d+"$/;

/** Cached read answers (http/cached-json.ts) stay fresh after writes, also across server processes. */
describeApi('cached read answers', (server) => {
  const mails = () => server.api.get<{ mails: Mail[] }>('/api/mail/mails', { token: server.adminToken, query: { systemLabel: 'all' } });

  it('answers 304 with the same ETag for a matching If-None-Match, and 200 otherwise', async () => {
    for (const path of ['/api/products', '/api/blog/posts?index=0&step=11', '/api/mail/mails?systemLabel=all']) {
      const first = await server.api.get(path, { token: server.adminToken });
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(WEAK_ETAG);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(first.headers.get('content-type')).toBe('application/json');

      const again = await server.api.get(path, { token: server.adminToken, headers: { 'if-none-match': etag! } });
      expect(again.status, path).toBe(304);
      expect(again.body, path).toBeUndefined();
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // A strong form of the same tag and a list holding it match as well (weak comparison).
      const listed = await server.api.get(path, { token: server.adminToken, headers: { 'if-none-match': `"x", ${etag!.slice(2)}` } });
      expect(listed.status, path).toBe(304);

      const other = await server.api.get(path, { token: server.adminToken, headers: { 'if-none-match': 'W/"something-else-1"' } });
      expect(other.status, path).toBe(200);
      expect(other.body, path).toEqual(first.body);
    }
  });

  it('gives different answers of one data set different ETags', async () => {
    const all = await server.api.get('/api/mail/mails', { token: server.adminToken, query: { systemLabel: 'all' } });
    const inbox = await server.api.get('/api/mail/mails', { token: server.adminToken, query: { systemLabel: 'inbox' } });
    expect(all.headers.get('etag')).not.toBe(inbox.headers.get('etag'));
    const notModified = await server.api.get('/api/mail/mails', {
      token: server.adminToken,
      query: { systemLabel: 'inbox' },
      headers: { 'if-none-match': all.headers.get('etag')! },
    });
    expect(notModified.status).toBe(200);
  });

  it('reflects POST /api/mail/mails/update in the next GET of mails, labels and mail', async () => {
    const before = await mails();
    const mail = before.body.mails.find((candidate) => candidate.isUnread)!;
    const labelsBefore = await server.api.get('/api/mail/labels', { token: server.adminToken });
    const one = await server.api.get('/api/mail/mail', { token: server.adminToken, query: { mailId: mail.id } });
    expect(one.body.mail.isUnread).toBe(true);

    const updated = await server.api.post(
      '/api/mail/mails/update',
      { mailId: mail.id, updateMail: { isUnread: false, isStarred: !mail.isStarred } },
      { token: server.adminToken },
    );
    expect(updated.status).toBe(200);

    const after = await server.api.get<{ mails: Mail[] }>('/api/mail/mails', {
      token: server.adminToken,
      query: { systemLabel: 'all' },
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.body.mails.find((candidate) => candidate.id === mail.id)).toMatchObject({
      isUnread: false,
      isStarred: !mail.isStarred,
    });
    const labelsAfter = await server.api.get('/api/mail/labels', { token: server.adminToken });
    const unreadAll = (body: { labels: { id: string; unreadCount: number }[] }) =>
      body.labels.find((label) => label.id === 'all')!.unreadCount;
    expect(unreadAll(labelsAfter.body)).toBe(unreadAll(labelsBefore.body) - 1);
    const oneAfter = await server.api.get('/api/mail/mail', { token: server.adminToken, query: { mailId: mail.id } });
    expect(oneAfter.body.mail).toMatchObject({ isUnread: false, isStarred: !mail.isStarred });
  });

  it("keeps each mailbox's version apart: one user's write leaves another's answers as they were", async () => {
    const member = await server.api.registerUser();
    const memberBefore = await server.api.get('/api/mail/labels', { token: member.token });
    const adminMail = (await mails()).body.mails[0]!;
    await server.api.post('/api/mail/mails/update', { mailId: adminMail.id, updateMail: { isImportant: true } }, { token: server.adminToken });
    const memberAfter = await server.api.get('/api/mail/labels', {
      token: member.token,
      headers: { 'if-none-match': memberBefore.headers.get('etag')! },
    });
    expect(memberAfter.status).toBe(304);
  });

  it('does not cache a 404', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const missing = await server.api.get('/api/mail/mail', { token: server.adminToken, query: { mailId: 'no-such-mail' } });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('etag')).toBeNull();
    }
  });
});

describe.skipIf(!testEngines().includes('postgres'))('cached read answers across two processes on PostgreSQL', () => {
  const first = useApiServer('postgres', { signIn: false });
  // The second process shares the first one's database.
  const second = useApiServer('postgres', { env: () => ({ DATABASE_URL: first.env.DATABASE_URL! }), signIn: false });

  it('serves a write made through one process in the next read of the other', async () => {
    const [firstToken, secondToken] = await Promise.all([first.api.adminToken(), second.api.adminToken()]);
    const read = () =>
      second.api.get<{ mails: Mail[] }>('/api/mail/mails', { token: secondToken, query: { systemLabel: 'starred' } });
    // Warm the second process's cache, twice, so its answer is served from memory.
    const before = await read();
    expect((await read()).headers.get('etag')).toBe(before.headers.get('etag'));
    const target = (await first.api.get<{ mails: Mail[] }>('/api/mail/mails', { token: firstToken })).body.mails.find(
      (mail) => !mail.isStarred,
    )!;

    const updated = await first.api.post(
      '/api/mail/mails/update',
      { mailId: target.id, updateMail: { isStarred: true } },
      { token: firstToken },
    );
    expect(updated.status).toBe(200);

    const after = await read();
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.body.mails.map((mail) => mail.id)).toContain(target.id);
    expect(after.body.mails).toHaveLength(before.body.mails.length + 1);
  });
});
