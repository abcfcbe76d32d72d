import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { UPLOAD_QUOTA_BYTES, UPLOADS_PER_HOUR, UploadErrors } from '@/contract/upload-rules';
import { describeApi } from '@/server/testing/api-server';
import { pngImage } from './test-images';

const HOUR_MS = 60 * 60 * 1000;

describeApi('uploads: a record of each, a quota and a rate per account', (server) => {
  const upload = (body: Buffer, token: string) =>
    server.api.raw('POST', '/api/uploads/images/new', body, { token, headers: { 'content-type': 'image/png' } });

  const storedFiles = () => {
    const dir = path.join(server.dataDir, 'uploads');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };

  /** Rows as if the account had uploaded before: `count` of `size` bytes each, `agoMs` back. */
  const uploadedBefore = async (ownerId: string, { count = 1, size = 1, agoMs = 0 }) => {
    for (let n = 0; n < count; n++) {
      await server.sql('insert into uploads (name, owner_id, content_type, size, created_at) values (?, ?, ?, ?, ?)', [
        `${randomUUID()}.png`,
        ownerId,
        'image/png',
        size,
        new Date(Date.now() - agoMs + n).toISOString(),
      ]);
    }
  };

  it('records who uploaded what: name, owner, type and the stored size', async () => {
    const member = await server.api.registerUser();
    const { status, body } = await upload(await pngImage(), member.token);
    expect(status).toBe(200);
    const name = body.image.url.slice('/uploads/'.length);
    const rows = await server.sql<Record<string, unknown>>('select * from uploads where name = ?', [name]);
    expect(rows).toEqual([
      { name, owner_id: member.user.id, content_type: 'image/png', size: body.image.size, created_at: expect.any(String) },
    ]);
    expect(Math.abs(Date.parse(rows[0]!.created_at as string) - Date.now())).toBeLessThan(60_000);
  });

  it(`refuses an upload past ${UPLOAD_QUOTA_BYTES / 1024 / 1024} MB stored by the account with 403, and keeps no file`, async () => {
    const member = await server.api.registerUser();
    await uploadedBefore(member.user.id, { size: UPLOAD_QUOTA_BYTES - 10 });
    const before = storedFiles();
    const { status, body } = await upload(await pngImage(), member.token);
    expect(status).toBe(403);
    expect(body).toEqual({ message: UploadErrors.quotaExceeded.message, code: UploadErrors.quotaExceeded.code });
    expect(storedFiles()).toEqual(before);
    // Another account is not affected.
    expect((await upload(await pngImage(), (await server.api.registerUser()).token)).status).toBe(200);
  });

  it('lets parallel uploads fill the quota, never pass it', async () => {
    const image = await pngImage(300, 300);
    const probe = await upload(image, (await server.api.registerUser()).token);
    const size: number = probe.body.image.size;
    const member = await server.api.registerUser();
    // Room for one more of these images, not two.
    await uploadedBefore(member.user.id, { size: UPLOAD_QUOTA_BYTES - Math.floor(size * 1.5) });
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(image, member.token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403, 403, 403, 403, 403]);
    const [usage] = await server.sql<{ total: number }>('select sum(size) as total from uploads where owner_id = ?', [member.user.id]);
    expect(Number(usage!.total)).toBeLessThanOrEqual(UPLOAD_QUOTA_BYTES);
  });

  it(`answers 429 with Retry-After past ${UPLOADS_PER_HOUR} uploads within an hour`, async () => {
    const member = await server.api.registerUser();
    await uploadedBefore(member.user.id, { count: UPLOADS_PER_HOUR, agoMs: HOUR_MS / 2 });
    const { status, body, headers } = await upload(await pngImage(), member.token);
    expect(status).toBe(429);
    expect(body).toEqual({ message: UploadErrors.tooManyUploads.message, code: UploadErrors.tooManyUploads.code });
    // The oldest of the hour's uploads leaves the window in about half an hour.
    const retryAfter = Number(headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(HOUR_MS / 2 / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(HOUR_MS / 2 / 1000 + 1);
  });

  it('counts only the last hour: older uploads do not hold the next one back', async () => {
    const member = await server.api.registerUser();
    await uploadedBefore(member.user.id, { count: UPLOADS_PER_HOUR, agoMs: HOUR_MS + 60_000 });
    expect((await upload(await pngImage(), member.token)).status).toBe(200);
  });

  it('deleting an account keeps its uploads (they may still be shown) without an owner', async () => {
    const member = await server.api.registerUser();
    const { body } = await upload(await pngImage(), member.token);
    const deleted = await server.api.post('/api/user/manage-users/delete', { userId: member.user.id }, { token: server.adminToken });
    expect(deleted.status).toBe(200);
    const name = body.image.url.slice('/uploads/'.length);
    expect(await server.sql('select owner_id from uploads where name = ?', [name])).toEqual([{ owner_id: null }]);
    expect((await fetch(new URL(body.image.url, server.baseUrl))).status).toBe(200);
  });
});
