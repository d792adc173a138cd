import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { forgedAdminToken, multipart, type Part } from '../../../test/multipart.ts';
import { sniffImageFormat } from '~/platform/images.ts';
import { MAX_UPLOAD_BYTES } from './service.ts';

const t = useTestApp();
let admin: SignedIn;
let customer: SignedIn;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();

// A PNG that claims 50,000 × 50,000 pixels (2.5 billion): a few bytes that would decode to gigabytes.
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = zlib.deflateSync(Buffer.alloc(64 * 1024));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

const upload = (parts: Part[], headers: Record<string, string> = bearer(admin)) => {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/upload', payload: body.payload, headers: { ...body.headers, ...headers } });
};

const mediaDir = () => path.join(t.app.config.uploadsDir, 'media');
const storedFiles = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()).sort() : []);
const fileOf = (url: string) => path.join(t.app.config.uploadsDir, url.replace(/^\/uploads\//, ''));

beforeAll(async () => {
  admin = await signInAdmin(t.app, t.db);
  customer = await signUp(t.app);
});

describe('POST /api/upload', () => {
  it('re-encodes a picture as WebP at three widths and the two thumbnails, under a name the server makes', async () => {
    const response = await upload([{ field: 'image', filename: 'photo.png', contentType: 'image/png', body: await png(2000, 1000) }]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.url).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.webp$/);
    expect(body).toMatchObject({ width: 1200, height: 600 });
    const base = body.url.replace(/\.webp$/, '');
    expect(body.srcset).toBe(`${base}.webp 1200w, ${base}-600.webp 600w, ${base}-300.webp 300w`);
    expect(body.thumbnails).toEqual({ '55x55': `${base}-55x55.webp`, '140x90': `${base}-140x90.webp` });
    for (const [url, width, height] of [
      [body.url, 1200, 600],
      [`${base}-600.webp`, 600, 300],
      [`${base}-300.webp`, 300, 150],
      [`${base}-55x55.webp`, 55, 55],
      [`${base}-140x90.webp`, 140, 90],
    ] as const) {
      const bytes = readFileSync(fileOf(url));
      expect(sniffImageFormat(bytes)).toBe('webp');
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    // Served by the shop at the address it answered.
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('never enlarges a small picture', async () => {
    const response = await upload([{ field: 'image', filename: 'small.png', body: await png(200, 100) }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ width: 200, height: 100 });
  });

  it('ignores the file name: a path-traversal name is stored under the server’s own name', async () => {
    const before = storedFiles();
    const response = await upload([{ field: 'image', filename: '../../../../etc/evil.png', contentType: 'image/png', body: await png(50, 50) }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.webp$/);
    expect(storedFiles().filter((f) => !before.includes(f))).toHaveLength(5);
    expect(existsSync(path.join(t.app.config.uploadsDir, '..', '..', 'etc', 'evil.png'))).toBe(false);
  });

  it.each([
    ['an HTML page renamed to .png', 'page.png', 'image/png', '<!doctype html><html><script>alert(1)</script></html>'],
    ['an SVG with a script', 'logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>'],
    ['an SVG renamed to .jpg', 'logo.jpg', 'image/jpeg', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['a PDF', 'doc.png', 'image/png', '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'],
    ['a truncated PNG', 'cut.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
  ])('refuses %s (checked by content) and stores nothing', async (_, filename, contentType, body) => {
    const before = storedFiles();
    const response = await upload([{ field: 'image', filename, contentType, body: typeof body === 'string' ? Buffer.from(body) : body }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Only JPEG, PNG, GIF and WebP pictures can be uploaded|could not be read/);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a decompression bomb (a small file of too many pixels) before decoding it', async () => {
    const bomb = pngHeader(50_000, 50_000);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const before = storedFiles();
    const response = await upload([{ field: 'image', filename: 'bomb.png', body: bomb }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The picture is too large: at most 40 million pixels');
    expect(storedFiles()).toEqual(before);
  });

  it('answers 413 for a file over the size limit, and stores nothing', async () => {
    const before = storedFiles();
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(MAX_UPLOAD_BYTES + 1024)]);
    const response = await upload([{ field: 'image', filename: 'huge.png', body: huge }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The picture is too large: at most 8 MB');
    expect(storedFiles()).toEqual(before);
  });

  it('answers 413 for more than one file in a request', async () => {
    const one = await png(10, 10);
    const response = await upload([
      { field: 'image', filename: 'a.png', body: one },
      { field: 'image', filename: 'b.png', body: one },
    ]);
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['another field name', [{ field: 'file', filename: 'a.png', body: 'x' }], 'Send the picture in the field image'],
    ['no file', [{ field: 'title', body: 'hello' }], 'Choose a picture to upload (field image)'],
    ['an empty file', [{ field: 'image', filename: 'a.png', body: '' }], 'Choose a picture to upload (field image)'],
  ])('answers 400 for %s', async (_, parts, message) => {
    const response = await upload(parts as Part[]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 400 for a body that is not multipart', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/upload', payload: { image: 'x' }, headers: bearer(admin) });
    expect(response.statusCode).toBe(400);
  });

  it('is for admins only: 401 signed out, 401 with a forged admin token, 403 for a customer; nothing stored', async () => {
    const picture = await png(20, 20);
    const before = storedFiles();
    const part = [{ field: 'image', filename: 'a.png', body: picture }];
    expect((await upload(part, {})).statusCode).toBe(401);
    expect((await upload(part, { authorization: `Bearer ${forgedAdminToken(customer.token)}` })).statusCode).toBe(401);
    const asCustomer = await upload(part, bearer(customer));
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe('Not authorized as an admin');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a cookie-authenticated upload from another site', async () => {
    const response = await upload([{ field: 'image', filename: 'a.png', body: await png(20, 20) }], { cookie: admin.cookie, origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });
});
