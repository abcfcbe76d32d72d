import { randomUUID } from 'node:crypto';
import { uploadImageTypes, type UploadImageType } from '@/contract/upload-rules';
import type { ObjectStorage, StoredObject } from '@/server/storage/object-storage';

/**
 * Uploads live in the storage under uploads/<name> (DATA_DIR/uploads or the bucket), one object per upload named
 * <uuid>.<ext>, and never change.
 */
const UPLOADS_KEY_PREFIX = 'uploads/';
const keyOf = (name: string) => `${UPLOADS_KEY_PREFIX}${name}`;

/** The public path of an uploaded file. */
export const UPLOADS_PATH = '/uploads';

const storedName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;
const typeByExtension = new Map<string, UploadImageType>(
  Object.entries(uploadImageTypes).map(([type, extension]) => [extension, type as UploadImageType]),
);

/** The type of a stored upload's name, or undefined for a name no upload can have. */
export function typeOfUploadName(name: string): UploadImageType | undefined {
  const extension = storedName.exec(name)?.[1];
  return extension ? typeByExtension.get(extension) : undefined;
}

export const uploadUrl = (name: string) => `${UPLOADS_PATH}/${name}`;

/** The upload's name in its url (/uploads/<name>), or undefined for any other url. */
export function uploadNameOfUrl(url: string): string | undefined {
  const name = url.startsWith(`${UPLOADS_PATH}/`) ? url.slice(UPLOADS_PATH.length + 1) : '';
  return typeOfUploadName(name) ? name : undefined;
}

/** Stores the image under a new name and returns that name. */
export async function saveUploadedImage(storage: ObjectStorage, bytes: Uint8Array, type: UploadImageType): Promise<string> {
  const name = `${randomUUID()}.${uploadImageTypes[type]}`;
  await storage.put(keyOf(name), bytes, type);
  return name;
}

/** Removes a stored upload; one already gone is no failure. */
export async function removeUploadedImage(storage: ObjectStorage, name: string): Promise<void> {
  if (!typeOfUploadName(name)) return;
  await storage.delete(keyOf(name));
}

/** The stored uploads (by upload name, other objects left out) and when each was last written. */
export async function listUploadedImages(storage: ObjectStorage): Promise<{ name: string; modifiedAt: Date; size: number }[]> {
  const objects = await storage.list(UPLOADS_KEY_PREFIX);
  return objects.flatMap(({ key, modifiedAt, size }) => {
    const name = key.slice(UPLOADS_KEY_PREFIX.length);
    return typeOfUploadName(name) ? [{ name, modifiedAt, size }] : [];
  });
}

/** An uploaded image by its name, or undefined for a name that is not one (no key outside uploads/ is ever read). */
export async function readUploadedImage(
  storage: ObjectStorage,
  name: string,
): Promise<(StoredObject & { type: UploadImageType }) | undefined> {
  const type = typeOfUploadName(name);
  if (!type) return undefined;
  const object = await storage.get(keyOf(name));
  return object && { ...object, type };
}
