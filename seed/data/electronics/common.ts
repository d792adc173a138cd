/**
 * Small helpers shared by the electronics catalogue tables. Everything here is deterministic:
 * stock levels and availability are derived from a hash of the product name, never from Math.random.
 */
import type { Availability, SeedProduct, SeedSpecGroup } from '../../types.ts';

/** Specification groups written compactly: { "Group": { "Value name": "value" } } (insertion order is kept). */
export type SpecTable = Record<string, Record<string, string>>;

export interface ProductInput {
  name: string;
  category: string;
  brand: string;
  /** Regular price in whole taka. */
  price: number;
  discount?: number;
  /** 3..6 key features. */
  features: string[];
  /** One sentence that follows the product name in the description's first paragraph. */
  intro: string;
  /** Extra lower-case search words; the category's common words and the brand are added automatically. */
  keywords?: string[];
  specs: SpecTable;
  /** Override the hashed stock level (0..40). */
  stock?: number;
  /** With no stock: pre order or up coming, instead of the hashed choice. */
  availability?: Availability;
}

/** 32-bit FNV-1a hash of a string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Round to the nearest multiple of `step` taka (default 500). */
export function roundTaka(value: number, step = 500): number {
  return Math.round(value / step) * step;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Common search words per category (lower-case). */
const CATEGORY_KEYWORDS: Record<string, string[]> = {
  Laptop: ['laptop', 'notebook'],
  Monitor: ['monitor', 'display'],
  Motherboard: ['motherboard', 'mainboard'],
  Processor: ['processor', 'cpu'],
  RAM: ['ram', 'memory'],
  Storage: ['storage'],
  'Graphics Card': ['graphics card', 'gpu'],
  'Power Supply': ['power supply', 'psu'],
  Casing: ['casing', 'pc case'],
  'CPU Cooler': ['cpu cooler', 'cooler'],
  'Casing Cooler': ['case fan', 'casing cooler'],
  Keyboard: ['keyboard'],
  Mouse: ['mouse'],
  Mousepad: ['mousepad', 'mouse pad'],
  Headphone: ['headphone', 'headset'],
  Speaker: ['speaker'],
  Printer: ['printer'],
  Router: ['router', 'wifi'],
  UPS: ['ups', 'power backup'],
  'Anti Virus': ['antivirus', 'anti virus'],
  Console: ['console', 'gaming console'],
  'Gaming Chair': ['gaming chair', 'chair'],
  AC: ['ac', 'air conditioner'],
};

/** Closing sentence of the description, per category. */
const CATEGORY_TAIL: Record<string, string> = {
  Laptop: 'Comes with the official brand warranty. Test it at our Khulna shop or order online with cash on delivery.',
  Monitor: 'Every monitor is checked for dead pixels before delivery.',
  Motherboard: 'Use the Haat PC builder to match it with a compatible processor, RAM and casing.',
  Processor: 'Use the Haat PC builder to find a motherboard with the matching socket.',
  RAM: 'Check your motherboard or laptop memory type before ordering.',
  Storage: 'A quick upgrade for faster boot and load times.',
  'Graphics Card': 'Check the recommended PSU and the card length against your casing before ordering.',
  'Power Supply': 'A reliable power supply protects every other part of your PC.',
  Casing: 'Check the maximum GPU length and supported board sizes before ordering.',
  'CPU Cooler': 'Check the socket support list against your processor before ordering.',
  'Casing Cooler': 'Better airflow keeps your components cool in the Bangladeshi summer.',
  Keyboard: 'Try it at our Khulna shop before you buy.',
  Mouse: 'Try it at our Khulna shop before you buy.',
  Mousepad: 'Easy to clean and built for daily use.',
  Headphone: 'Try it at our Khulna shop before you buy.',
  Speaker: 'Try it at our Khulna shop before you buy.',
  Printer: 'Ink, toner and cartridges are also available at Haat.',
  Router: 'Works with every major ISP in Bangladesh.',
  UPS: 'Keeps your PC and router running through short load-shedding.',
  'Anti Virus': 'The licence key is delivered by e-mail after payment.',
  Console: 'Comes with the official warranty. Games and accessories are also available.',
  'Gaming Chair': 'Free assembly for deliveries inside Khulna city.',
  AC: 'Free standard installation inside Khulna city.',
};

function toGroups(specs: SpecTable): SeedSpecGroup[] {
  return Object.entries(specs).map(([group, values]) => ({
    name: group,
    values: Object.entries(values).map(([name, value]) => ({ name, value })),
  }));
}

/** Build a full SeedProduct from a compact row; stock and availability come from the name hash. */
export function makeProduct(input: ProductInput): SeedProduct {
  const h = hash(input.name);
  const countInStock = input.stock ?? (h % 11 === 0 ? 0 : 1 + ((h >>> 7) % 40));
  let availability: Availability = 'in_stock';
  if (countInStock === 0) availability = input.availability ?? ((h >>> 3) % 3 === 0 ? 'pre_order' : 'up_coming');

  const features = input.features.slice(0, 6);
  if (features.length < 3) throw new Error(`Too few features for ${input.name}`);

  const keywords: string[] = [];
  const base = CATEGORY_KEYWORDS[input.category] ?? [];
  for (const word of [...base, input.brand.toLowerCase(), ...(input.keywords ?? [])]) {
    const w = word.toLowerCase();
    if (!keywords.includes(w)) keywords.push(w);
  }

  if (keywords.length < 3) throw new Error(`Too few keywords for ${input.name}`);

  const description =
    `<p><strong>${escapeHtml(input.name)}</strong> ${escapeHtml(input.intro)}</p>` +
    `<ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` +
    `<p>${escapeHtml(CATEGORY_TAIL[input.category] ?? '')}</p>`;

  const product: SeedProduct = {
    name: input.name,
    category: input.category,
    subCategory: input.brand,
    brand: input.brand,
    price: Math.round(input.price),
    countInStock,
    availability,
    feature: features.join('\n'),
    description,
    keywords: keywords.slice(0, 6),
    specifications: toGroups(input.specs),
  };
  if (input.discount !== undefined) product.discount = input.discount;
  return product;
}
