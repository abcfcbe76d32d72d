import { UPLOAD_IMAGE_MAX_BYTES } from '@/contract/upload-rules';
import { reencodeImage } from '@/server/areas/uploads/image-encoding';
import { detectImageType } from '@/server/areas/uploads/image-type';
import { recordUpload } from '@/server/areas/uploads/upload-records';
import { removeUploadedImage, saveUploadedImage, uploadUrl } from '@/server/areas/uploads/upload-store';
import type { AppDeps } from '@/server/app-deps';

const PHOTO_TIMEOUT_MS = 5_000;

/** The body, read up to `limit` bytes: undefined beyond it (a picture never needs more). */
async function readCapped(response: Response, limit: number): Promise<Buffer | undefined> {
  if (!response.body) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A new account's picture from its provider, kept as the account's own upload (decoded and encoded again like
 * any upload, so nothing but pixels is kept, and served from this site, as the page's security policy wants).
 * Undefined when there is none to have: not an image, too big, too slow, unreachable. Never throws: a sign-in
 * does not fail for a picture.
 */
export async function importProviderPhoto(
  { storage, database, clock, logger }: Pick<AppDeps, 'storage' | 'database' | 'clock' | 'logger'>,
  url: string,
  ownerId: string,
): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) return undefined;
    const bytes = await readCapped(response, UPLOAD_IMAGE_MAX_BYTES);
    const type = bytes && detectImageType(bytes);
    if (!bytes || !type) return undefined;
    const image = await reencodeImage(bytes, type);
    const name = await saveUploadedImage(storage, image, type);
    try {
      await recordUpload(database.db, { name, ownerId, contentType: type, size: image.length }, clock());
    } catch (error) {
      await removeUploadedImage(storage, name);
      throw error;
    }
    return uploadUrl(name);
  } catch (error) {
    logger.warn({ err: error }, "a provider's picture of a new account was not kept");
    return undefined;
  }
}
