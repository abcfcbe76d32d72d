import type { ServerConfig } from '@/server/config';
import { createFileStorage } from './file-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

/** A storage and how to let go of it at shutdown. */
export type ClosableStorage = ObjectStorage & { close(): void };

/** The S3 bucket when S3_* is configured, else the folder DATA_DIR. */
export async function createObjectStorage(config: Pick<ServerConfig, 'dataDir' | 's3'>): Promise<ClosableStorage> {
  if (config.s3) return createS3Storage(config.s3);
  return { ...createFileStorage(config.dataDir), close() {} };
}
