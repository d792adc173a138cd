import { webpFromSvg } from '~/platform/images.ts';
import type { FileStorage } from '~/platform/storage.ts';

/** Demo product pictures: a pictogram per kind of product, drawn here, rendered once and cached. */
export const IMAGE_VARIANTS = 4;
const SIZE = 600;

// Each pictogram is SVG drawn on a 600×600 canvas in the foreground colour `fg`.
const PICTOGRAMS: Record<string, (fg: string) => string> = {
  laptop: (fg) =>
    `<rect x="140" y="170" width="320" height="210" rx="14" fill="none" stroke="${fg}" stroke-width="22"/><path d="M90 410h420l-40 40H130z" fill="${fg}"/>`,
  monitor: (fg) =>
    `<rect x="110" y="140" width="380" height="250" rx="14" fill="none" stroke="${fg}" stroke-width="22"/><rect x="280" y="390" width="40" height="60" fill="${fg}"/><rect x="210" y="445" width="180" height="20" rx="8" fill="${fg}"/>`,
  chip: (fg) =>
    `<rect x="190" y="190" width="220" height="220" rx="18" fill="none" stroke="${fg}" stroke-width="22"/><rect x="250" y="250" width="100" height="100" fill="${fg}"/>` +
    [0, 1, 2, 3].map((i) => `<rect x="${215 + i * 50}" y="140" width="20" height="50" fill="${fg}"/><rect x="${215 + i * 50}" y="410" width="20" height="50" fill="${fg}"/><rect x="140" y="${215 + i * 50}" width="50" height="20" fill="${fg}"/><rect x="410" y="${215 + i * 50}" width="50" height="20" fill="${fg}"/>`).join(''),
  board: (fg) =>
    `<rect x="130" y="130" width="340" height="340" rx="12" fill="none" stroke="${fg}" stroke-width="20"/><rect x="180" y="180" width="110" height="110" fill="${fg}"/><rect x="330" y="180" width="24" height="160" fill="${fg}"/><rect x="370" y="180" width="24" height="160" fill="${fg}"/><rect x="180" y="380" width="240" height="30" fill="${fg}"/>`,
  stick: (fg) =>
    `<rect x="90" y="230" width="420" height="120" rx="8" fill="none" stroke="${fg}" stroke-width="20"/>` +
    [0, 1, 2, 3].map((i) => `<rect x="${125 + i * 95}" y="255" width="65" height="50" fill="${fg}"/>`).join('') +
    `<path d="M110 350v30h380v-30" fill="none" stroke="${fg}" stroke-width="14"/>`,
  drive: (fg) =>
    `<rect x="160" y="120" width="280" height="360" rx="24" fill="none" stroke="${fg}" stroke-width="22"/><circle cx="300" cy="260" r="80" fill="none" stroke="${fg}" stroke-width="18"/><circle cx="300" cy="260" r="16" fill="${fg}"/><rect x="200" y="400" width="200" height="24" rx="10" fill="${fg}"/>`,
  card: (fg) =>
    `<rect x="80" y="200" width="440" height="190" rx="16" fill="none" stroke="${fg}" stroke-width="20"/><circle cx="210" cy="295" r="60" fill="none" stroke="${fg}" stroke-width="16"/><circle cx="390" cy="295" r="60" fill="none" stroke="${fg}" stroke-width="16"/><rect x="120" y="390" width="220" height="30" fill="${fg}"/>`,
  box: (fg) =>
    `<rect x="150" y="120" width="300" height="360" rx="18" fill="none" stroke="${fg}" stroke-width="22"/><circle cx="300" cy="230" r="60" fill="none" stroke="${fg}" stroke-width="16"/><rect x="200" y="340" width="200" height="16" fill="${fg}"/><rect x="200" y="380" width="200" height="16" fill="${fg}"/>`,
  fan: (fg) =>
    `<circle cx="300" cy="300" r="170" fill="none" stroke="${fg}" stroke-width="22"/><circle cx="300" cy="300" r="34" fill="${fg}"/>` +
    [0, 90, 180, 270].map((a) => `<path d="M300 300c20-90 90-110 120-80-10 40-60 70-120 80z" fill="${fg}" transform="rotate(${a} 300 300)"/>`).join(''),
  keyboard: (fg) =>
    `<rect x="70" y="200" width="460" height="200" rx="18" fill="none" stroke="${fg}" stroke-width="20"/>` +
    [0, 1, 2].flatMap((r) => [0, 1, 2, 3, 4, 5, 6].map((c) => `<rect x="${105 + c * 58}" y="${230 + r * 50}" width="42" height="34" rx="6" fill="${fg}"/>`)).join(''),
  mouse: (fg) =>
    `<rect x="210" y="140" width="180" height="320" rx="90" fill="none" stroke="${fg}" stroke-width="22"/><path d="M300 140v110" stroke="${fg}" stroke-width="18"/>`,
  pad: (fg) => `<rect x="90" y="160" width="420" height="280" rx="30" fill="none" stroke="${fg}" stroke-width="22"/><circle cx="440" cy="380" r="18" fill="${fg}"/>`,
  headphone: (fg) =>
    `<path d="M150 360v-60a150 150 0 0 1 300 0v60" fill="none" stroke="${fg}" stroke-width="24"/><rect x="120" y="330" width="70" height="130" rx="24" fill="${fg}"/><rect x="410" y="330" width="70" height="130" rx="24" fill="${fg}"/>`,
  speaker: (fg) =>
    `<rect x="190" y="110" width="220" height="380" rx="22" fill="none" stroke="${fg}" stroke-width="22"/><circle cx="300" cy="200" r="40" fill="none" stroke="${fg}" stroke-width="16"/><circle cx="300" cy="360" r="75" fill="none" stroke="${fg}" stroke-width="18"/>`,
  printer: (fg) =>
    `<rect x="200" y="120" width="200" height="110" fill="none" stroke="${fg}" stroke-width="18"/><rect x="110" y="230" width="380" height="170" rx="18" fill="none" stroke="${fg}" stroke-width="22"/><rect x="200" y="350" width="200" height="130" fill="${fg}"/>`,
  router: (fg) =>
    `<rect x="100" y="320" width="400" height="120" rx="20" fill="none" stroke="${fg}" stroke-width="22"/><path d="M180 320l-40-170M420 320l40-170" stroke="${fg}" stroke-width="18"/><circle cx="180" cy="380" r="14" fill="${fg}"/><circle cx="240" cy="380" r="14" fill="${fg}"/>`,
  shield: (fg) => `<path d="M300 110l170 60v120c0 110-80 180-170 210-90-30-170-100-170-210V170z" fill="none" stroke="${fg}" stroke-width="22"/><path d="M230 300l50 50 90-100" fill="none" stroke="${fg}" stroke-width="22"/>`,
  gamepad: (fg) =>
    `<path d="M160 220h280c60 0 90 120 70 190-15 50-70 40-100-10l-20-30H210l-20 30c-30 50-85 60-100 10-20-70 10-190 70-190z" fill="none" stroke="${fg}" stroke-width="20"/><path d="M200 290h70M235 255v70" stroke="${fg}" stroke-width="18"/><circle cx="380" cy="270" r="16" fill="${fg}"/><circle cx="420" cy="310" r="16" fill="${fg}"/>`,
  chair: (fg) =>
    `<rect x="220" y="100" width="160" height="210" rx="40" fill="none" stroke="${fg}" stroke-width="22"/><rect x="190" y="310" width="220" height="50" rx="18" fill="${fg}"/><path d="M300 360v80M220 470l80-30 80 30" fill="none" stroke="${fg}" stroke-width="18"/>`,
  aircon: (fg) =>
    `<rect x="80" y="190" width="440" height="170" rx="30" fill="none" stroke="${fg}" stroke-width="22"/><path d="M130 320h340" stroke="${fg}" stroke-width="14"/><path d="M180 400c0 30 20 40 20 70M300 400c0 30 20 40 20 70M420 400c0 30 20 40 20 70" fill="none" stroke="${fg}" stroke-width="12"/>`,
  ups: (fg) => `<rect x="170" y="110" width="260" height="380" rx="20" fill="none" stroke="${fg}" stroke-width="22"/><path d="M310 180l-50 100h60l-40 110" fill="none" stroke="${fg}" stroke-width="18"/>`,
  bottle: (fg) =>
    `<rect x="250" y="100" width="100" height="60" rx="10" fill="${fg}"/><path d="M240 170h120v40l30 40v220H210V250l30-40z" fill="none" stroke="${fg}" stroke-width="20"/><rect x="230" y="310" width="140" height="100" fill="${fg}" opacity="0.6"/>`,
  dropper: (fg) =>
    `<path d="M285 90h30v70h-30z" fill="${fg}"/><rect x="260" y="150" width="80" height="50" rx="10" fill="${fg}"/><path d="M230 210h140v270H230z" fill="none" stroke="${fg}" stroke-width="20"/><rect x="250" y="320" width="100" height="80" fill="${fg}" opacity="0.6"/>`,
  jar: (fg) =>
    `<rect x="200" y="130" width="200" height="60" rx="12" fill="${fg}"/><rect x="180" y="190" width="240" height="280" rx="30" fill="none" stroke="${fg}" stroke-width="20"/>` +
    [0, 1, 2].map((i) => `<circle cx="${240 + i * 60}" cy="400" r="22" fill="${fg}"/>`).join(''),
};

const PICTOGRAM_OF: Record<string, string> = {
  laptop: 'laptop',
  monitor: 'monitor',
  processor: 'chip',
  motherboard: 'board',
  ram: 'stick',
  storage: 'drive',
  'graphics-card': 'card',
  'power-supply': 'box',
  casing: 'box',
  'cpu-cooler': 'fan',
  'casing-cooler': 'fan',
  keyboard: 'keyboard',
  mouse: 'mouse',
  mousepad: 'pad',
  headphone: 'headphone',
  speaker: 'speaker',
  printer: 'printer',
  router: 'router',
  ups: 'ups',
  'anti-virus': 'shield',
  console: 'gamepad',
  'gaming-chair': 'chair',
  ac: 'aircon',
  'dilutions-and-potencies': 'bottle',
  'mother-tinctures': 'dropper',
  biochemics: 'jar',
  'special-items': 'box',
};

function svg(categorySlug: string, variant: number): string {
  const draw = PICTOGRAMS[PICTOGRAM_OF[categorySlug] ?? 'box'];
  // Hue from the slug, lightness from the variant: each category keeps its colour family.
  const hue = [...categorySlug].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 7);
  const light = 94 - variant * 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 600 600">
<rect width="600" height="600" fill="hsl(${hue},45%,${light}%)"/>${draw(`hsl(${hue},55%,32%)`)}</svg>`;
}

/** The public URL of a demo picture; `ensureDemoImages` renders the file behind it. */
export const demoImageUrl = (categorySlug: string, variant: number) =>
  `/uploads/demo/${categorySlug}-${variant % IMAGE_VARIANTS}.webp`;

/** Renders the pictures of the given categories into the storage under `demo/`, skipping those already there. */
export async function ensureDemoImages(storage: FileStorage, categorySlugs: string[]): Promise<void> {
  for (const slug of categorySlugs) {
    for (let variant = 0; variant < IMAGE_VARIANTS; variant++) {
      const key = `demo/${slug}-${variant}.webp`;
      if (await storage.has(key)) continue;
      const webp = await webpFromSvg(svg(slug, variant), 80);
      await storage.put(key, webp, 'image/webp');
    }
  }
}

/** Offer banners: 1200×400, wide enough for the carousel; drawn with shapes only. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;
const BANNER_HUES = [152, 212, 28, 340, 268, 190];

// No text inside the picture (system fonts differ between machines): the page lays the offer's
// title and description over the left part, so that part stays a calm, dark gradient.
function bannerSvg(index: number): string {
  const hue = BANNER_HUES[index % BANNER_HUES.length];
  const accent = (hue + 40) % 360;
  const rings = [0, 1, 2, 3]
    .map((i) => `<circle cx="${930 + (i % 2) * 120}" cy="${120 + i * 60}" r="${150 - i * 28}" fill="none" stroke="hsl(${accent},80%,70%)" stroke-opacity="${0.5 - i * 0.1}" stroke-width="${18 - i * 3}"/>`)
    .join('');
  const dots = Array.from({ length: 24 }, (_, i) => `<circle cx="${700 + (i % 6) * 34}" cy="${60 + Math.floor(i / 6) * 34 + (index % 3) * 40}" r="6" fill="hsl(${accent},70%,80%)" fill-opacity="0.45"/>`).join('');
  const tag = `<g transform="translate(${820 + (index % 2) * 80} 170) rotate(-18)"><path d="M0 0h150l60 60-60 60H0z" fill="hsl(45,95%,58%)"/><circle cx="150" cy="60" r="12" fill="hsl(${hue},45%,22%)"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},55%,16%)"/><stop offset="0.5" stop-color="hsl(${hue},55%,24%)"/><stop offset="1" stop-color="hsl(${hue},60%,42%)"/></linearGradient></defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#g)"/>
<path d="M640 400L900 0h90L730 400z" fill="hsl(${accent},70%,60%)" fill-opacity="0.18"/>
<path d="M760 400L1020 0h40L800 400z" fill="hsl(${accent},70%,60%)" fill-opacity="0.14"/>
${dots}${rings}${tag}</svg>`;
}

/** The public URL of an offer banner; `ensureOfferBanners` renders the file behind it. */
export const offerBannerUrl = (index: number) => `/uploads/demo/offer-${index % BANNER_HUES.length}.webp`;

/** Renders `count` offer banners into the storage under `demo/`, skipping those already there. */
export async function ensureOfferBanners(storage: FileStorage, count: number): Promise<void> {
  for (let index = 0; index < Math.min(count, BANNER_HUES.length); index++) {
    const key = `demo/offer-${index}.webp`;
    if (await storage.has(key)) continue;
    const webp = await webpFromSvg(bannerSvg(index), 82);
    await storage.put(key, webp, 'image/webp');
  }
}

/** Demo bank logos for the EMI page: 320×160, a badge of shapes in the bank's own colours, no text. */
export const BANK_LOGO_WIDTH = 320;
export const BANK_LOGO_HEIGHT = 160;
const BANK_COLOURS: Array<[number, number]> = [
  [212, 45],
  [200, 0],
  [140, 30],
  [355, 210],
  [25, 260],
  [190, 120],
];

function bankLogoSvg(index: number): string {
  const [hue, accent] = BANK_COLOURS[index % BANK_COLOURS.length];
  const shapes = [
    `<circle cx="90" cy="80" r="46" fill="hsl(${accent},80%,55%)"/><circle cx="90" cy="80" r="24" fill="hsl(${hue},60%,30%)"/>`,
    `<path d="M44 120L90 36l46 84z" fill="hsl(${accent},80%,55%)"/><path d="M70 120l20-38 20 38z" fill="hsl(${hue},60%,30%)"/>`,
    `<rect x="46" y="36" width="88" height="88" rx="18" fill="hsl(${accent},80%,55%)"/><rect x="72" y="62" width="36" height="36" rx="6" fill="hsl(${hue},60%,30%)"/>`,
  ][index % 3];
  const bars = [0, 1, 2].map((i) => `<rect x="160" y="${52 + i * 22}" width="${120 - i * 28}" height="12" rx="6" fill="hsl(${hue},30%,${92 - i * 6}%)"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANK_LOGO_WIDTH}" height="${BANK_LOGO_HEIGHT}" viewBox="0 0 ${BANK_LOGO_WIDTH} ${BANK_LOGO_HEIGHT}">
<rect width="${BANK_LOGO_WIDTH}" height="${BANK_LOGO_HEIGHT}" rx="20" fill="hsl(${hue},60%,30%)"/>${shapes}${bars}</svg>`;
}

/** The public URL of a demo bank logo; `ensureBankLogos` renders the file behind it. */
export const bankLogoUrl = (index: number) => `/uploads/demo/bank-${index % BANK_COLOURS.length}.webp`;

/** Renders `count` bank logos into the storage under `demo/`, skipping those already there. */
export async function ensureBankLogos(storage: FileStorage, count: number): Promise<void> {
  for (let index = 0; index < Math.min(count, BANK_COLOURS.length); index++) {
    const key = `demo/bank-${index}.webp`;
    if (await storage.has(key)) continue;
    const webp = await webpFromSvg(bankLogoSvg(index), 85);
    await storage.put(key, webp, 'image/webp');
  }
}
