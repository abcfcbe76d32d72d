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

/** Writes the image and returns its public url. */
export async function saveUploadedImage(dataDir: string, bytes: Uint8Array, type: UploadImageType): Promise<string> {
  const name = `${randomUUID()}.${uploadImageTypes[type]}`;
  await fs.mkdir(uploadsDir(dataDir), { recursive: true });
  // wx: never overwrite (a repeated uuid would be a bug, not a reason to lose a file).
  await fs.writeFile(path.join(uploadsDir(dataDir), name), bytes, { flag: 'wx' });
  return `${UPLOADS_PATH}/${name}`;
}

/** An uploaded file by its name, or undefined for a name that is not one (no path ever leaves the folder). */
export async function readUploadedImage(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; type: UploadImageType } | undefined> {
  const extension = storedName.exec(name)?.[1];
  const type = extension ? typeByExtension.get(extension) : undefined;
  if (!type) return undefined;
  try {
    return { bytes: await fs.readFile(path.join(uploadsDir(dataDir), name)), type };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
