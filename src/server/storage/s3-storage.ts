import { assertStorageKey, type ObjectStorage, type StoredObjectInfo } from './object-storage';

/** The S3_* variables, read by config.ts. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name; MinIO, Garage and s3rver need it. */
  forcePathStyle: boolean;
  /** Put before every key ('' or ending in '/'), so several sites can share one bucket. */
  prefix: string;
}

/**
 * Objects in an S3 bucket (AWS S3, MinIO, R2, Garage...), shared by every server process that names it. The SDK
 * is loaded here, when a bucket is configured: a server on its folder does not pay for loading it at start.
 */
export async function createS3Storage(
  settings: S3Settings,
  { pageSize = 1000 }: { pageSize?: number } = {},
): Promise<ObjectStorage & { close(): void }> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    ListObjectsCommand,
    NoSuchKey,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  // Only a missing key: a missing bucket (NoSuchBucket, also a 404) is a failure, not an empty answer.
  const isMissingKey = (error: unknown) =>
    error instanceof NoSuchKey || (error instanceof S3ServiceException && ['NoSuchKey', 'NotFound'].includes(error.name));
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK waits forever by default: an endpoint that does not answer fails the request (and the start-up
    // check) instead of holding it. Idle, not total: a large image may stream to a slow client for longer.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
    // The SDK's default (CRC32 checksums on every upload, checked on every download) is AWS's own extension:
    // S3-compatible servers other than AWS often refuse the headers or send no checksum back, so only
    // operations that require one send it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket, prefix } = settings;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!answer.Body) return undefined;
        return {
          body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
          modifiedAt: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissingKey(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async list(keyPrefix) {
      const found: StoredObjectInfo[] = [];
      // A page holds at most 1,000 keys, in key order; the next starts after the last key seen (Marker). The first
      // version of ListObjects, because every S3-compatible server pages it alike: s3rver fails a truncated
      // ListObjectsV2, whose continuation tokens it encrypts with DES, which Node's OpenSSL 3 no longer has.
      for (let after: string | undefined; ; ) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket: bucket, Prefix: `${prefix}${keyPrefix}`, Marker: after, MaxKeys: pageSize }),
        );
        const contents = page.Contents ?? [];
        for (const object of contents) {
          if (!object.Key) continue;
          found.push({
            key: object.Key.slice(prefix.length),
            size: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          });
        }
        after = contents.at(-1)?.Key;
        if (!page.IsTruncated || after === undefined) break;
      }
      return found;
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        // HEAD answers carry no body, so the SDK's error is a bare status: say which bucket and where.
        const status = error instanceof S3ServiceException ? ` (HTTP ${error.$metadata.httpStatusCode})` : '';
        throw new Error(`S3 bucket "${bucket}" at ${settings.endpoint} is not reachable${status}: ${(error as Error).message || (error as Error).name}`, {
          cause: error,
        });
      }
    },
    close() {
      client.destroy();
    },
  };
}
