import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadImageTypes, type UploadImageType } from '@/contract/upload-rules';

/** Uploads live in DATA_DIR/uploads, one file per upload named <uuid>.<ext>, and never change. */
const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

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

/** Writes the image under a new name and returns that name. */
export async function saveUploadedImage(dataDir: string, bytes: Uint8Array, type: UploadImageType): Promise<string> {
  const name = `${randomUUID()}.${uploadImageTypes[type]}`;
  await fs.mkdir(uploadsDir(dataDir), { recursive: true });
  // wx: never overwrite (a repeated uuid would be a bug, not a reason to lose a file).
  await fs.writeFile(path.join(uploadsDir(dataDir), name), bytes, { flag: 'wx' });
  return name;
}

/** Removes a stored upload's file; one already gone is no failure. */
export async function removeUploadedImage(dataDir: string, name: string): Promise<void> {
  if (!typeOfUploadName(name)) return;
  await fs.rm(path.join(uploadsDir(dataDir), name), { force: true });
}

/** The stored files (by upload name, other files left out) and when each was last written. */
export async function listUploadedImages(dataDir: string): Promise<{ name: string; modifiedAt: Date; size: number }[]> {
  let names: string[];
  try {
    names = await fs.readdir(uploadsDir(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = await Promise.all(
    names.filter((name) => typeOfUploadName(name)).map(async (name) => {
      const stats = await fs.stat(path.join(uploadsDir(dataDir), name)).catch(() => undefined);
      return stats?.isFile() ? [{ name, modifiedAt: stats.mtime, size: stats.size }] : [];
    }),
  );
  return files.flat();
}

/** An uploaded file by its name, or undefined for a name that is not one (no path ever leaves the folder). */
export async function readUploadedImage(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; type: UploadImageType } | undefined> {
  const type = typeOfUploadName(name);
  if (!type) return undefined;
  try {
    return { bytes: await fs.readFile(path.join(uploadsDir(dataDir), name)), type };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
