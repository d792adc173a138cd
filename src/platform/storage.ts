import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are made by the server (never a client's file name): a folder
 * and a file name of letters, digits, hyphens and dots. The default keeps them on local disk
 * under DATA_DIR/uploads, served at /uploads/; an object store can take its place behind the
 * same three calls.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The address a page uses for the file. */
  url(key: string): string;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9][a-z0-9.-]*)+$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`not a storage key: ${key}`);
}

/** Files under `root` on this machine's disk, served by the app at `publicPrefix` (/uploads). */
export function localStorage(root: string, publicPrefix = '/uploads'): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A new name each time: never overwrite (flag wx), so two uploads cannot trample each other.
      await writeFile(file, body, { flag: 'wx' });
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    url: (key) => {
      assertStorageKey(key);
      return `${publicPrefix}/${key}`;
    },
  };
}
