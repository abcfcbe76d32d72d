import { UPLOAD_QUOTA_BYTES, UPLOADS_PER_HOUR, UploadErrors, type UploadImageType } from '@/contract/upload-rules';
import type { Db } from '@/server/db/database';
import { forbidden, tooManyRequests } from '@/server/http/api-error';
import { uploadNameOfUrl } from './upload-store';

const RATE_WINDOW_MS = 60 * 60 * 1000;

export interface NewUpload {
  name: string;
  ownerId: string;
  contentType: UploadImageType;
  size: number;
}

/**
 * 429 (with Retry-After) when the account made UPLOADS_PER_HOUR uploads within the last hour, 403 when another
 * `size` bytes would take it past its quota. Counted from the account's rows, so every server process sees the
 * same figures.
 */
export async function checkUploadAllowance(db: Db, ownerId: string, size: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - RATE_WINDOW_MS).toISOString();
  const recent = await db
    .selectFrom('uploads')
    .select('created_at')
    .where('owner_id', '=', ownerId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(UPLOADS_PER_HOUR)
    .execute();
  if (recent.length >= UPLOADS_PER_HOUR) {
    // The next upload is allowed once the oldest of the hour's last UPLOADS_PER_HOUR leaves the window.
    const freeAt = Date.parse(recent.at(-1)!.created_at) + RATE_WINDOW_MS;
    throw tooManyRequests(UploadErrors.tooManyUploads, (freeAt - now.getTime()) / 1000);
  }
  const usage = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('total'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (Number(usage?.total ?? 0) + size > UPLOAD_QUOTA_BYTES) throw forbidden(UploadErrors.quotaExceeded);
}

/**
 * Checks the allowance again and records the upload, in one transaction that first takes the owner's account
 * row: on PostgreSQL a row lock held to the commit, so parallel uploads of one account are counted one after
 * the other and can never pass the quota together (SQLite runs one write transaction at a time anyway).
 */
export function recordUpload(db: Db, upload: NewUpload, now: Date): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', upload.ownerId)
      .execute();
    await checkUploadAllowance(trx, upload.ownerId, upload.size, now);
    await trx
      .insertInto('uploads')
      .values({
        name: upload.name,
        owner_id: upload.ownerId,
        content_type: upload.contentType,
        size: upload.size,
        created_at: now.toISOString(),
      })
      .execute();
  });
}

/** Whether `url` is an image `ownerId` uploaded (a recorded upload of theirs, not someone else's, not the app's art). */
export async function isUploadOf(db: Db, url: string, ownerId: string): Promise<boolean> {
  const name = uploadNameOfUrl(url);
  if (!name) return false;
  const upload = await db
    .selectFrom('uploads')
    .select('name')
    .where('name', '=', name)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return upload !== undefined;
}
