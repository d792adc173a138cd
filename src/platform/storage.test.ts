import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../../test/s3.ts';
import { loadConfig, type StorageConfig } from './config.ts';
import { DomainError } from './errors.ts';
import type { FileStorage } from './storage.ts';
import { createStorage } from './storage-backend.ts';

/**
 * One contract, two backends: whatever the shop stores must come back the same from the local
 * disk and from an S3-compatible bucket (a real s3rver started here), and a second process
 * configured alike must see it.
 */
const backends: { name: string; setUp: () => Promise<{ config: StorageConfig; tearDown: () => Promise<void> }> }[] = [
  {
    name: 'local disk',
    setUp: async () => ({ config: { kind: 'local', dir: mkdtempSync(path.join(tmpdir(), 'haat-storage-')) }, tearDown: async () => {} }),
  },
  {
    name: 'S3 (s3rver)',
    setUp: async () => {
      const s3 = await startTestS3();
      const { storage: config } = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'haat-data-')), ...s3.env });
      return { config, tearDown: () => s3.stop() };
    },
  },
];

describe.each(backends)('file storage on $name', ({ setUp }) => {
  let config: StorageConfig;
  let storage: FileStorage;
  let other: FileStorage;
  let tearDown: () => Promise<void>;
  const newKey = (ext = 'webp') => `media/${randomUUID()}.${ext}`;

  beforeAll(async () => {
    ({ config, tearDown } = await setUp());
    storage = await createStorage(config);
    other = await createStorage(config);
  });
  afterAll(async () => {
    await storage?.close?.();
    await other?.close?.();
    await tearDown?.();
  });

  it('gives back what was put: the bytes, their type and size, and an ETag', async () => {
    const key = newKey();
    const body = Buffer.from(`RIFF picture ${randomUUID()}`);
    await storage.put(key, body, 'image/webp');
    const file = await storage.get(key);
    expect(file).not.toBeNull();
    expect(file!.contentType).toBe('image/webp');
    expect(file!.size).toBe(body.length);
    expect(file!.etag).toMatch(/^(W\/)?".+"$/);
    expect(await text(file!.body)).toBe(body.toString());
    expect(await storage.has(key)).toBe(true);
  });

  it('shows a file to another instance configured the same (several app processes)', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('shared'), 'image/webp');
    expect(await other.has(key)).toBe(true);
    expect(await text((await other.get(key))!.body)).toBe('shared');
  });

  it('answers null for a key it does not hold', async () => {
    expect(await storage.get(newKey())).toBeNull();
    expect(await storage.has(newKey())).toBe(false);
  });

  it('removes a file, and removing a missing one is not an error', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('gone soon'), 'image/webp');
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    expect(await other.has(key)).toBe(false);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('names every file by its /uploads address', () => {
    expect(storage.url('media/abc-600.webp')).toBe('/uploads/media/abc-600.webp');
  });

  it('refuses anything that is not a key the server makes (traversal, absolute, upper case)', async () => {
    for (const key of ['../etc/passwd', 'media/../../etc/passwd', '/etc/passwd', 'media/A.webp', 'nofolder.webp', 'media/.hidden']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/not a storage key/);
      await expect(storage.get(key)).rejects.toThrow(/not a storage key/);
      expect(() => storage.url(key)).toThrow(/not a storage key/);
    }
  });
});

describe('S3 storage when the server is down', () => {
  it('fails a write with a 503 UNAVAILABLE that names the file store, not the database', async () => {
    const s3 = await startTestS3();
    const { storage: config } = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'haat-data-')), ...s3.env });
    const storage = await createStorage(config);
    await s3.stop();
    const failure = await storage.put(`media/${randomUUID()}.webp`, Buffer.from('x'), 'image/webp').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ kind: 'UNAVAILABLE', message: expect.stringMatching(/file store is not answering/) });
    await expect(storage.get(`media/${randomUUID()}.webp`)).rejects.toMatchObject({ kind: 'UNAVAILABLE' });
    await storage.close?.();
  });
});
