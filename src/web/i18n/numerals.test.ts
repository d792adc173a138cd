import { describe, expect, it } from 'vitest';
import { localizeError } from './error-keys.ts';
import { translator } from './messages.ts';
import { numerals } from './numerals.ts';

describe('numbers in messages (ADR 038)', () => {
  it('writes a count put into a Bengali message in Bengali digits', () => {
    expect(translator('bn')('product.reviews', { count: 0 })).toBe('০টি রিভিউ');
    expect(translator('en')('product.reviews', { count: 0 })).not.toMatch(/[০-৯]/);
    expect(translator('en')('product.reviews', { count: 0 })).toContain('0');
  });

  it('writes page numbers and totals of the listing footer in the page’s digits', () => {
    const values = { page: 2, pages: 12, from: 31, to: 60, total: 345 };
    expect(translator('bn')('listing.footer', values)).toBe('পৃষ্ঠা ২ / ১২ (৩৪৫টি পণ্যের মধ্যে ৩১ থেকে ৬০)');
    expect(translator('en')('listing.footer', values)).toBe('Page 2 of 12 (Showing 31 to 60 of 345 products)');
  });

  it('leaves text put into a message alone: names and model numbers are the shop’s words', () => {
    expect(translator('bn')('pc.addNamed', { name: 'RTX 4060' })).toContain('RTX 4060');
  });

  it('writes the limit a refused field names in the page’s digits', () => {
    const t = translator('bn');
    expect(localizeError(t, 'bn', { message: 'Name must be at most 80 characters' })).toContain('৮০');
    expect(localizeError(translator('en'), 'en', { message: 'Name must be at most 80 characters' })).toBe('Name must be at most 80 characters');
  });

  it('binds prices, counts, dates and digits to a language', () => {
    const bn = numerals('bn');
    expect(bn.taka(1_58_000_00)).toBe('৳১,৫৮,০০০');
    expect(bn.number(7)).toBe('৭');
    expect(bn.date('2026-11-28T06:00:00Z')).toBe('২৮ নভেম্বর ২০২৬');
    expect(bn.digits('01712-345678')).toBe('০১৭১২-৩৪৫৬৭৮');
    const en = numerals('en');
    expect(en.taka(1_58_000_00)).toBe('৳1,58,000');
    expect(en.date('2026-11-28T06:00:00Z')).toBe('2026-11-28');
    expect(en.digits('01712-345678')).toBe('01712-345678');
  });
});

describe('a refused quantity on a Bengali page', () => {
  it('names its limit in Bengali digits', () => {
    expect(localizeError(translator('bn'), 'bn', { message: 'Quantity must be a whole number from 1 to 999' })).toBe('পরিমাণ ১ থেকে ৯৯৯-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে');
  });
});
