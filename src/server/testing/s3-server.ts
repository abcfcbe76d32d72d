import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '@/server/storage/s3-storage';

/** A local S3 stand-in (s3rver) for a test: one bucket, on loopback, on a free port, in a temp folder. */
export interface TestS3Server {
  /** What the storage (or a server process, through s3Env) needs to reach the bucket. */
  settings: S3Settings;
  /** The same as S3_* variables for a server process. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export const TEST_S3_BUCKET = 'studio-test';
// s3rver checks signatures against this fixed pair.
const ACCESS_KEY = 'S3RVER';

export async function startS3Server(bucket = TEST_S3_BUCKET): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
    prefix: '',
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
