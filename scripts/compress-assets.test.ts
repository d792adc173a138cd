import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAssets } from './compress-assets.ts';

describe('compressAssets', () => {
  it('writes .br and .gz copies of text assets that decompress to the original, and leaves small files and images alone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'haat-assets-'));
    const script = 'export const greeting = "hello";\n'.repeat(200);
    writeFileSync(path.join(dir, 'entry.js'), script);
    writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 7));

    expect(await compressAssets(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'entry.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'entry.js.gz'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.webp.br'))).toBe(false);
  });
});
