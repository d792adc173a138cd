import type { StorageConfig } from './config.ts';
import { localStorage, type FileStorage } from './storage.ts';

/** The storage the configuration names; the S3 client is loaded only when it is used. */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.kind === 'local') return localStorage(config.dir);
  const { s3Storage } = await import('./storage-s3.ts');
  return s3Storage(config);
}
