import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import type { Order } from '~/modules/orders/contracts.ts';
import { DomainError } from '~/platform/errors.ts';
import { invoicePdf, labelPdf, type PrintableOrder } from './documents.ts';
import { printableOrder, printableShop } from './printable-order.ts';
import { printable, Typesetter, woffToSfnt } from './typesetter.ts';

const anOrder = (overrides: Partial<PrintableOrder> = {}): PrintableOrder => ({
  shop: {
    name: 'Haat Electronics',
    phone: '09612-345678',
    address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
    email: 'hello@haat.com.bd',
  },
  orderNumber: 100123,
  placedAt: '2026-11-28T08:05:00Z',
  customer: {
    name: 'Rahim Uddin',
    phone: '+8801712345678',
    address: 'Flat 4B, 27 Lake Circus, Kalabagan, Dhaka 1205',
    district: 'dhaka',
  },
  items: [
    { name: 'Walton Primo NH5 smartphone, 64 GB', qty: 1, unitPrice: 1_250_000, lineTotal: 1_250_000 },
    { name: 'USB-C charger 25 W', qty: 2, unitPrice: 95_000, lineTotal: 190_000 },
  ],
  itemsTotal: 1_440_000,
  deliveryFee: 6_000,
  total: 1_446_000,
  deliveryOption: 'express',
  pickupOutlet: null,
  amountToCollect: 1_446_000,
  isPaid: false,
  trackUrl: 'https://haat.example/track?order=100123&phone=01712-345678',
  ...overrides,
});

const bengaliOrder = (overrides: Partial<PrintableOrder> = {}) =>
  anOrder({
    shop: { name: 'হাট', phone: '09612-345678', address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা' },
    customer: { name: 'ক্ষমা রহমান', phone: '+8801812345678', address: 'গ্রাম: শৃঙ্খলাপুর, House 7 Road 3', district: 'brahmanbaria' },
    items: [{ name: 'প্রশ্ন অর্ডার চার্জার', qty: 1, unitPrice: 95_000, lineTotal: 95_000 }],
    ...overrides,
  });

// ---------------------------------------------------------------------------------------------
// A reader for what PDFKit writes (no object streams, Flate-compressed content): pages, the text
// each page draws (glyphs mapped back through each font's ToUnicode map) and the glyph ids used.

interface PdfObject {
  dict: string;
  stream?: string;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = header.lastIndex;
    const end = text.indexOf('endobj', start);
    const streamAt = text.indexOf('stream\n', start);
    if (streamAt >= 0 && streamAt < end) {
      const dict = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)![1]);
      const raw = pdf.subarray(streamAt + 7, streamAt + 7 + length);
      found.set(Number(match[1]), { dict, stream: (dict.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1') });
      header.lastIndex = streamAt + 7 + length;
    } else found.set(Number(match[1]), { dict: text.slice(start, end) });
  }
  return found;
}

const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

/** A ToUnicode map: glyph id → the code points it stands for. */
function toUnicode(cmap: string): string[] {
  const [, first, list] = /beginbfrange\s*<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/.exec(cmap)!;
  const glyphs: string[] = [];
  for (const [i, entry] of [...list.matchAll(/<([^>]*)>/g)].entries()) {
    const units = entry[1].replace(/\s+/g, '').match(/.{4}/g) ?? [];
    glyphs[parseInt(first, 16) + i] = String.fromCharCode(...units.map((unit) => parseInt(unit, 16)));
  }
  return glyphs;
}

interface ReadPdf {
  pages: { size: number[]; text: string; glyphIds: number[]; textX: number[] }[];
  /** Every font's glyphs, by its base name. */
  fonts: { name: string; glyphs: string[] }[];
  info: string;
  id: string;
}

function readPdf(pdf: Buffer): ReadPdf {
  const all = objects(pdf);
  const fontsById = new Map<number, { name: string; glyphs: string[] }>();
  const font = (id: number) => {
    if (!fontsById.has(id)) {
      const { dict } = all.get(id)!;
      fontsById.set(id, {
        name: /\/BaseFont \/(\S+)/.exec(dict)![1],
        glyphs: toUnicode(all.get(ref(dict, 'ToUnicode'))!.stream!),
      });
    }
    return fontsById.get(id)!;
  };
  const pages = [...all.values()]
    .filter((object) => /\/Type \/Page\b/.test(object.dict))
    .map(({ dict }) => {
      const resources = all.get(ref(dict, 'Resources'))!.dict;
      const fontRefs = new Map([...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((m) => [m[1], Number(m[2])]));
      const content = all.get(ref(dict, 'Contents'))!.stream!;
      let current: { glyphs: string[] } | undefined;
      let text = '';
      const glyphIds: number[] = [];
      const textX: number[] = [];
      for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|1 0 0 1 ([\d.-]+) [\d.-]+ Tm/g)) {
        if (op[1]) current = font(fontRefs.get(op[1])!);
        else if (op[3]) textX.push(Number(op[3]));
        else
          for (const hex of op[2].matchAll(/<([0-9a-f]*)>/g))
            for (const gid of (hex[1].match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))) {
              glyphIds.push(gid);
              text += current!.glyphs[gid] ?? '';
            }
      }
      return { size: /\/MediaBox \[([^\]]*)\]/.exec(dict)![1].trim().split(/\s+/).map(Number), text, glyphIds, textX };
    });
  const trailer = pdf.toString('latin1').slice(pdf.lastIndexOf('trailer'));
  return {
    pages,
    fonts: [...fontsById.values()],
    info: all.get(ref(trailer, 'Info'))!.dict,
    id: /\/ID \[<([0-9a-f]+)>/.exec(trailer)![1],
  };
}

const bengaliFonts = (pdf: ReadPdf) => pdf.fonts.filter((f) => f.glyphs.some((g) => /[\u0980-\u09ff]/.test(g ?? '')));

// ---------------------------------------------------------------------------------------------

describe('invoicePdf', () => {
  it('prints one A4 page per order, each naming its order number and the amount to collect', async () => {
    const orders = [
      anOrder(),
      anOrder({ orderNumber: 100124, deliveryOption: 'pickup', pickupOutlet: 'Khulna, KDA Avenue' }),
      anOrder({ orderNumber: 100125, isPaid: true, amountToCollect: 0 }),
    ];
    const buffer = await invoicePdf(orders, 'en');
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    expect(buffer.subarray(-6).toString()).toContain('%%EOF');

    const pdf = readPdf(buffer);
    expect(pdf.pages).toHaveLength(3);
    expect(pdf.pages[0].size).toEqual([0, 0, 595.28, 841.89]);
    expect(pdf.pages[0].text).toContain('Order #100123');
    expect(pdf.pages[1].text).toContain('Order #100124');
    // A pick-up names the outlet it waits at.
    expect(pdf.pages[1].text).toContain('Pick up at the outlet');
    expect(pdf.pages[1].text).toContain('Khulna, KDA Avenue');
    expect(pdf.pages[0].text).toContain('Amount to collect৳14,460');
    expect(pdf.pages[0].text).toContain('Express delivery');
    expect(pdf.pages[0].text).toContain('01712-345678');
    expect(pdf.pages[0].text).toContain('Dhaka');
    expect(pdf.pages[2].text).toContain('Paid: collect nothing৳0');
  });

  it('writes every label, number and amount in Bengali on a Bengali invoice', async () => {
    const pdf = readPdf(await invoicePdf([bengaliOrder()], 'bn'));
    const [page] = pdf.pages;
    expect(page.text).toContain('#১০০১২৩');
    expect(page.text).toContain('৳১৪,৪৬০');
    expect(page.text).toContain('০১৮১২-৩৪৫৬৭৮');
    expect(page.text).not.toContain('14,460');
    expect(page.text).not.toContain('Order');
  });

  it('draws Bengali with shaped glyphs: conjuncts as one glyph, and never the missing glyph', async () => {
    const pdf = readPdf(await invoicePdf([bengaliOrder()], 'bn'));
    // ক্ষ (ka, virama, ssa) is one glyph only when the shaper ran; unshaped it would be three.
    const glyphs = bengaliFonts(pdf).flatMap((f) => f.glyphs);
    expect(glyphs).toContain('ক্ষ');
    // Glyph 0 is .notdef, the empty box a font draws for a character it lacks.
    expect(pdf.pages[0].glyphIds.length).toBeGreaterThan(100);
    expect(pdf.pages[0].glyphIds).not.toContain(0);
  });

  it('continues an order on more pages when its items do not fit on one, totals on the last', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ name: `Item ${i + 1}`, qty: 1, unitPrice: 100, lineTotal: 100 }));
    const pdf = readPdf(await invoicePdf([anOrder({ items })], 'en'));
    expect(pdf.pages.length).toBeGreaterThan(1);
    expect(pdf.pages[1].text).toContain('Order #100123 (continued)');
    expect(pdf.pages.at(-1)!.text).toContain('Item 60');
    expect(pdf.pages.at(-1)!.text).toContain('Amount to collect');
    expect(pdf.pages[0].text).not.toContain('Amount to collect');
  });

  it('prints the same bytes for the same orders, and another file ID when anything changes', async () => {
    const [first, again, paid] = await Promise.all([
      invoicePdf([anOrder()], 'en'),
      invoicePdf([anOrder()], 'en'),
      invoicePdf([anOrder({ isPaid: true, amountToCollect: 0 })], 'en'),
    ]);
    expect(first.equals(again)).toBe(true);
    expect(readPdf(paid).id).not.toBe(readPdf(first).id);
    expect(readPdf(first).info).toContain('/CreationDate');
  });

  it('refuses an empty selection', async () => {
    await expect(invoicePdf([], 'en')).rejects.toBeInstanceOf(DomainError);
  });
});

describe('labelPdf', () => {
  it('prints one 100 × 150 mm label per order with the order number, the amount to collect and the delivery option', async () => {
    const pdf = readPdf(await labelPdf([anOrder(), anOrder({ orderNumber: 100124, deliveryOption: 'pickup', pickupOutlet: 'Khulna, KDA Avenue' })], 'en'));
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0].size).toEqual([0, 0, 283.46, 425.2]);
    expect(pdf.pages[0].text).toContain('100123');
    expect(pdf.pages[0].text).toContain('Collect (COD)৳14,460');
    expect(pdf.pages[0].text).toContain('Express delivery');
    expect(pdf.pages[1].text).toContain('Pick up at the outlet');
    expect(pdf.pages[0].text).toContain('From: Haat Electronics');
  });

  it('prints a Bengali label in Bengali digits with every glyph found', async () => {
    const pdf = readPdf(await labelPdf([bengaliOrder()], 'bn'));
    expect(pdf.pages[0].text).toContain('৳১৪,৪৬০');
    expect(pdf.pages[0].text).toContain('প্রাপক');
    expect(pdf.pages[0].glyphIds).not.toContain(0);
    expect(bengaliFonts(pdf).flatMap((f) => f.glyphs)).toContain('ক্ষ');
  });

  it('prints a hostile name and address (controls, direction overrides, thousands of letters, an emoji) inside the page', async () => {
    const hostile = anOrder({
      customer: {
        name: `A\u0000B\u202eevil\u0007\r\n${'ক্ষমা'.repeat(300)}${'x'.repeat(5000)}😀\ud800`,
        phone: '+8801712345678\u0000',
        address: 'Z'.repeat(10_000),
        district: 'not-a-district\u202e',
      },
      shop: { name: '\u202e'.repeat(50) + 'S'.repeat(2000), phone: '0'.repeat(200), address: '\t\n'.repeat(100) },
      deliveryOption: 'pickup',
      pickupOutlet: 'drone\u0000'.repeat(100),
    });
    for (const pdf of [readPdf(await labelPdf([hostile], 'en')), readPdf(await invoicePdf([hostile], 'bn'))]) {
      expect(pdf.pages).toHaveLength(1);
      const [page] = pdf.pages;
      expect(page.text).toContain('A B evil');
      // eslint-disable-next-line no-control-regex -- control characters are what the page must not hold
      expect(page.text).not.toMatch(/[\u0000-\u001f\u202a-\u202e]/);
      expect(page.glyphIds).not.toContain(0);
      // Every run of text starts inside the page's margins.
      for (const x of page.textX) expect(x).toBeGreaterThanOrEqual(10);
      for (const x of page.textX) expect(x).toBeLessThan(page.size[2] - 10);
    }
  });

  it('prints a character no font has as a question mark, not an empty box', async () => {
    const pdf = readPdf(await labelPdf([anOrder({ customer: { ...anOrder().customer, name: 'Rahim 😀 王' } })], 'en'));
    expect(pdf.pages[0].text).toContain('Rahim ? ?');
    expect(pdf.pages[0].glyphIds).not.toContain(0);
  });
});

describe('Typesetter', () => {
  const doc = new PDFDocument({ autoFirstPage: false });
  const t = new Typesetter(doc);
  const style = { size: 10 };

  it('wraps mixed Bengali and Latin text into at most the lines asked, each no wider than the box', () => {
    const text = `${'প্রশ্ন অর্ডার House 12 '.repeat(40)} ${'x'.repeat(400)}`;
    const lines = t.lines(text, 150, style, 4);
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(t.width(line, style)).toBeLessThanOrEqual(150);
    expect(lines[3].endsWith('…')).toBe(true);
  });

  it('breaks a word wider than the box between letters', () => {
    const lines = t.lines('y'.repeat(300), 100, style, 10);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(t.width(line, style)).toBeLessThanOrEqual(100);
  });

  it('keeps short text whole', () => {
    expect(t.lines('ক্ষমা Rahman', 300, style, 2)).toEqual(['ক্ষমা Rahman']);
  });
});

describe('woffToSfnt', () => {
  it('unpacks a WOFF font to a TrueType font with the same glyphs and the same shaping', () => {
    const woff = readFileSync(
      createRequire(import.meta.url).resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff'),
    );
    const [packed, unpacked] = [woff, woffToSfnt(woff)].map((file) => fontkit.create(file) as fontkit.Font);
    expect(unpacked.type).toBe('TTF');
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
    expect(unpacked.characterSet).toEqual(packed.characterSet);
    const glyphs = (font: fontkit.Font) => font.layout('ক্ষমা প্রশ্ন অর্ডার').glyphs.map((glyph) => glyph.id);
    expect(glyphs(unpacked)).toEqual(glyphs(packed));
  });
});

describe('printable', () => {
  it('drops control and direction characters, keeps the joiners Bengali needs, and collapses spaces', () => {
    expect(printable('A\u0000B\u202e C\t\nD\u200f')).toBe('A B C D');
    expect(printable('র\u200dয')).toBe('র\u200dয');
    expect(printable(null)).toBe('');
    expect([...printable('x'.repeat(10_000))].length).toBeLessThanOrEqual(600);
  });
});

describe('printableOrder', () => {
  const order = {
    id: '00000000-0000-4000-8000-000000000001',
    number: 100123,
    user: { id: 'u1', name: 'Rahim Uddin', email: 'rahim@example.com' },
    orderItems: [{ product: 'p1', name: 'Charger', image: '', price: 95_000, qty: 2 }],
    shippingAddress: {
      address: '27 Lake Circus',
      city: 'Dhaka',
      postalCode: '1205',
      country: 'Bangladesh',
      district: 'dhaka',
      phone: '+8801712345678',
    },
    paymentMethod: 'Cash on Delivery',
    delivery: 'pickup',
    pickupOutlet: { id: 'o1', name: 'Multiplan', nameBn: 'মাল্টিপ্ল্যান', address: 'Elephant Road', addressBn: null, phone: '09612345678' },
    shipment: null,
    itemsPrice: 190_000,
    shippingPrice: 6_000,
    taxPrice: 0,
    totalPrice: 196_000,
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    isCancelled: false,
    cancelledAt: null,
    status: 'placed',
    createdAt: new Date('2026-11-28T08:05:00Z'),
    history: [],
    orderReturn: null,
  } satisfies Order;
  const settings = {
    shopName: 'Haat',
    phone: '09612345678',
    email: 'hello@haat.example',
    address: 'Dhanmondi, Dhaka',
    addressBn: 'ধানমন্ডি, ঢাকা',
  };

  it('collects the total from an unpaid order and nothing from a paid one', () => {
    const shop = printableShop(settings, 'en');
    expect(printableOrder(order, shop, 'bn', 'https://haat.example/track')).toMatchObject({
      orderNumber: 100123,
      customer: { name: 'Rahim Uddin', address: '27 Lake Circus, Dhaka 1205', district: 'dhaka', phone: '+8801712345678' },
      items: [{ name: 'Charger', qty: 2, unitPrice: 95_000, lineTotal: 190_000 }],
      amountToCollect: 196_000,
      deliveryOption: 'pickup',
      // The outlet in the page's language where it has one.
      pickupOutlet: 'মাল্টিপ্ল্যান, Elephant Road',
    });
    expect(printableOrder({ ...order, isPaid: true }, shop, 'en', 'x').amountToCollect).toBe(0);
  });

  it('names the shop by its Bengali address on Bengali pages', () => {
    expect(printableShop(settings, 'bn').address).toBe('ধানমন্ডি, ঢাকা');
    expect(printableShop(settings, 'en').address).toBe('Dhanmondi, Dhaka');
  });
});
