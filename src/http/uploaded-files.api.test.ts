import { mkdtempSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { bearer, signInAdmin, type SignedIn } from '../../test/auth.ts';
import { createTestDatabase } from '../../test/database.ts';
import { makeProduct } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { startTestS3, type TestS3 } from '../../test/s3.ts';
import type { Database } from '~/platform/db/index.ts';
import { buildApp } from './app.ts';

/**
 * Two app processes (two apps on one database) that share their uploads: through one folder on
 * local disk, or one S3 bucket on a real S3-compatible server (s3rver). The same tests run on
 * both: a picture uploaded through one is served by the other at the same /uploads address.
 */
const backends: { name: string; s3: boolean }[] = [
  { name: 'local disk', s3: false },
  { name: 'S3 (s3rver)', s3: true },
];

describe.each(backends)('uploads shared by two app processes on $name', ({ s3: useS3 }) => {
  let database: Database;
  let s3: TestS3 | undefined;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let admin: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = useS3 ? await startTestS3() : undefined;
    // Local disk: both processes on one DATA_DIR. S3: each its own DATA_DIR, so only the bucket is shared.
    const shared = mkdtempSync(path.join(tmpdir(), 'haat-data-'));
    const env = () => (s3 ? { ...s3.env } : { DATA_DIR: shared });
    first = await buildApp({ config: testConfig(env()), database, web: false });
    second = await buildApp({ config: testConfig(env()), database, web: false });
    await Promise.all([first.ready(), second.ready()]);
    admin = await signInAdmin(first, database.db);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await s3?.stop();
    await database?.close();
  });

  const upload = async (app: FastifyInstance) => {
    const picture = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
    const body = multipart([{ field: 'image', filename: 'photo.png', contentType: 'image/png', body: picture }]);
    return app.inject({ method: 'POST', url: '/api/upload', payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
  };

  it('serves a picture uploaded through one process from the other, as WebP with a year of caching', async () => {
    const uploaded = await upload(first);
    expect(uploaded.statusCode).toBe(200);
    const { url, thumbnails } = uploaded.json();
    for (const address of [url, thumbnails['55x55']]) {
      const served = await second.inject({ method: 'GET', url: address });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp' });
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    const main = await second.inject({ method: 'GET', url });
    expect(await sharp(main.rawPayload).metadata()).toMatchObject({ width: 800, height: 400 });
    if (useS3) {
      // Nothing on either process's disk: the bucket holds it.
      for (const app of [first, second]) {
        const media = path.join(app.config.uploadsDir, 'media');
        expect(existsSync(media) ? readdirSync(media) : []).toEqual([]);
      }
    }
  });

  it('answers 304 to a request that already holds the file, and HEAD without the body', async () => {
    const { url } = (await upload(first)).json();
    const served = await second.inject({ method: 'GET', url });
    const etag = served.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await first.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await second.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for a file that is not there', async () => {
    const response = await second.inject({ method: 'GET', url: '/uploads/media/00000000-0000-4000-8000-000000000000.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No such file: /uploads/media/00000000-0000-4000-8000-000000000000.webp');
  });

  it.each([
    '/uploads/../package.json',
    '/uploads/media/../../package.json',
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/media/%2e%2e/%2e%2e/package.json',
    '/uploads/%2fetc%2fpasswd',
    '/uploads/token-secret',
    '/uploads/media/..%5c..%5cpackage.json',
    '/uploads/',
  ])('answers 404 for %s, which is no key the server makes', async (url) => {
    const response = await second.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/"name"|secret/);
  });

  if (useS3) {
    it('answers 503 with a clear message when the bucket cannot be reached, and the product is unchanged', async () => {
      const product = await makeProduct(database.db);
      const before = (await first.inject({ method: 'GET', url: `/api/products/${product.slug}` })).json();
      const { url: stored } = (await upload(first)).json();
      await s3!.stop();
      const failed = await upload(first);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({
        message: 'The picture could not be stored: the file store is not answering. Nothing was changed; please try again in a moment.',
        code: 'UNAVAILABLE',
      });
      const read = await second.inject({ method: 'GET', url: stored });
      expect(read.statusCode).toBe(503);
      expect(read.json().message).toBe('The file store is not answering; please try again in a moment.');
      expect((await first.inject({ method: 'GET', url: `/api/products/${product.slug}` })).json()).toEqual(before);
    });
  }
});
