import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * Writes src/web/fonts/taka-{400,700}.woff2: the Bengali that English pages show (the taka
 * sign ৳ and the language button's বাংলা), cut from the bundled Noto Sans Bengali. English
 * pages use the system font for text and these ~2 KB files for that Bengali, instead of
 * downloading the whole Bengali font (about 45 KB a weight) for a few glyphs.
 * Run again (`npx tsx scripts/subset-taka-font.ts`) after upgrading @fontsource/noto-sans-bengali.
 */
export const ENGLISH_PAGE_BENGALI = '৳বাংলা';
const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans-bengali/package.json')), 'files');
const OUT_DIR = path.resolve(import.meta.dirname, '../src/web/fonts');

for (const weight of [400, 700]) {
  const source = readFileSync(path.join(FONT_DIR, `noto-sans-bengali-bengali-${weight}-normal.woff2`));
  const subset = await subsetFont(source, ENGLISH_PAGE_BENGALI, { targetFormat: 'woff2' });
  writeFileSync(path.join(OUT_DIR, `taka-${weight}.woff2`), subset);
  console.log(`taka-${weight}.woff2: ${subset.length} bytes`);
}
