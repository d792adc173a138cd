import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are made by the server (never a client's file name): a folder
 * and a file name of letters, digits, hyphens and dots. The default keeps them on local disk
 * under DATA_DIR/uploads; an S3-compatible bucket takes its place when configured
 * (`storage-s3.ts`; `createStorage` in `storage-backend.ts` picks one). Either way the app itself serves them at /uploads/<key> (src/http/routes/
 * uploaded-files.ts), so pages load pictures from the shop's own origin only.
 */
export interface FileStorage {
  /** Stores a new file; a failure of the store is a DomainError UNAVAILABLE (503). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file as a stream, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The address a page uses for the file. */
  url(key: string): string;
  close?(): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
  /** Changes whenever the content does; sent as the ETag. */
  etag: string;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9][a-z0-9.-]*)+$/;

export const isStorageKey = (key: string): boolean => KEY.test(key) && !key.includes('..');

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
}

/** Where the app serves stored files, whatever the backend. */
export const UPLOADS_PREFIX = '/uploads';

export const storageUrl = (key: string): string => {
  assertStorageKey(key);
  return `${UPLOADS_PREFIX}/${key}`;
};

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** The type of a file on disk, told by its extension (the server names every file). */
export const contentTypeOf = (key: string): string => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** Files under `root` on this machine's disk. */
export function localStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  const statOf = (key: string) => stat(fileOf(key)).catch(() => null);
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A new name each time: never overwrite (flag wx), so two uploads cannot trample each other.
      await writeFile(file, body, { flag: 'wx' });
    },
    async get(key) {
      const found = await statOf(key);
      if (!found?.isFile()) return null;
      return {
        body: createReadStream(fileOf(key)),
        contentType: contentTypeOf(key),
        size: found.size,
        etag: `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`,
      };
    },
    async has(key) {
      return (await statOf(key))?.isFile() ?? false;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    url: storageUrl,
  };
}
