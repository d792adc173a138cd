import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from './config.ts';
import { DomainError } from './errors.ts';
import { assertStorageKey, storageUrl, type FileStorage } from './storage.ts';

/** A store that does not answer within this long is taken as down (503), not waited for. */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

export const STORAGE_UNAVAILABLE = 'The picture could not be stored: the file store is not answering. Nothing was changed; please try again in a moment.';
const READ_UNAVAILABLE = 'The file store is not answering; please try again in a moment.';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, R2...), so that several app
 * processes share what any of them stored. Keys are the same as on disk; the app serves them at
 * /uploads/<key> itself, so the bucket needs no public access and pages stay on the shop's origin.
 */
export function s3Storage(config: Extract<StorageConfig, { kind: 's3' }>): FileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 demands them: many S3-compatible servers reject or ignore the
    // newer default (CRC32 trailers on every request).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const Bucket = config.bucket;
  const unavailable = (message: string, cause: unknown) => Object.assign(new DomainError('UNAVAILABLE', message), { cause });

  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
      } catch (error) {
        throw unavailable(STORAGE_UNAVAILABLE, error);
      }
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
          etag: object.ETag ?? `"${key}"`,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(READ_UNAVAILABLE, error);
      }
    },
    async has(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw unavailable(READ_UNAVAILABLE, error);
      }
    },
    async remove(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        throw unavailable(READ_UNAVAILABLE, error);
      }
    },
    url: storageUrl,
    async close() {
      client.destroy();
    },
  };
}

// GetObject says NoSuchKey, HeadObject (no body) only 404.
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
