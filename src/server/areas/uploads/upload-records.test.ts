import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA_BYTES, UploadErrors } from '@/contract/upload-rules';
import { insertAccount } from '@/server/areas/account/account-store';
import { databaseEngines } from '@/server/testing/server-process';
import { useTestDatabase } from '@/server/testing/test-database';
import { recordUpload } from './upload-records';

describe.each(databaseEngines())('recordUpload on %s', (engine) => {
  const database = useTestDatabase(engine);

  // Several server processes share one PostgreSQL database: only the lock on the account's row keeps their
  // parallel uploads from all counting the same usage and all passing.
  it('records at most what the quota leaves room for, however many arrive at once', async () => {
    const now = new Date();
    const owner = await insertAccount(database.db, {
      email: `${randomUUID()}@example.com`,
      passwordHash: null,
      firstName: 'Quota',
      lastName: 'Tester',
      role: 'user',
      now,
    });
    const size = 1000;
    await database.db
      .insertInto('uploads')
      .values({ name: `${randomUUID()}.png`, owner_id: owner.id, content_type: 'image/png', size: UPLOAD_QUOTA_BYTES - 2 * size - size / 2, created_at: now.toISOString() })
      .execute();

    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => recordUpload(database.db, { name: `${randomUUID()}.png`, ownerId: owner.id, contentType: 'image/png', size }, now)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    for (const result of results.filter((result) => result.status === 'rejected'))
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 403, code: UploadErrors.quotaExceeded.code });
    const usage = await database.db.selectFrom('uploads').select((eb) => eb.fn.sum<number>('size').as('total')).where('owner_id', '=', owner.id).executeTakeFirstOrThrow();
    expect(Number(usage.total)).toBeLessThanOrEqual(UPLOAD_QUOTA_BYTES);
  });
});
