import { describe, expect, it } from 'vitest';
import { formatTaka } from './money.ts';
import { asciiDigits, formatDate, formatDateTime, formatNumber, groupLakh, localDigits } from './numerals.ts';

describe('the numerals rule (ADR 038)', () => {
  it('writes digits in Bengali on Bengali pages and leaves English pages in Latin', () => {
    expect(localDigits('0123456789', 'bn')).toBe('০১২৩৪৫৬৭৮৯');
    expect(localDigits('0123456789', 'en')).toBe('0123456789');
    expect(localDigits('#100123 · 12:05', 'bn')).toBe('#১০০১২৩ · ১২:০৫');
  });

  it('reads Bengali, Arabic-Indic and full-width digits back as ASCII, and round-trips its own output', () => {
    expect(asciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(asciiDigits('０１２３４５６７８９＋')).toBe('0123456789+');
    expect(asciiDigits('১২abc')).toBe('12abc');
    for (const text of ['0', '1,58,000', '-3.75', '2026']) expect(asciiDigits(localDigits(text, 'bn'))).toBe(text);
  });

  it('groups prices the lakh way in both scripts', () => {
    expect(formatTaka(1_58_000_00, 'bn')).toBe('৳১,৫৮,০০০');
    expect(formatTaka(1_58_000_00, 'en')).toBe('৳1,58,000');
    expect(formatTaka(1_58_000_00)).toBe('৳1,58,000');
    expect(formatTaka(1_00_00_000_00, 'bn')).toBe('৳১,০০,০০,০০০');
    expect(formatTaka(999_00, 'bn')).toBe('৳৯৯৯');
    expect(formatTaka(0, 'bn')).toBe('৳০');
    expect(groupLakh('12345678')).toBe('1,23,45,678');
  });

  it('keeps the sign and at most two decimals', () => {
    expect(formatTaka(-68_500_00, 'bn')).toBe('৳-৬৮,৫০০');
    expect(formatTaka(1_25_000_50, 'bn')).toBe('৳১,২৫,০০০.৫');
    expect(formatTaka(12_05, 'bn')).toBe('৳১২.০৫');
    expect(formatNumber(-3, 'bn')).toBe('-৩');
    expect(formatNumber(4.5, 'bn')).toBe('৪.৫');
    expect(formatNumber(4.25, 'en')).toBe('4.25');
    expect(formatNumber(2.999, 'bn')).toBe('৩');
    expect(formatNumber(-0.001, 'en')).toBe('0');
  });

  it('writes counts without grouping unless asked', () => {
    expect(formatNumber(0, 'bn')).toBe('০');
    expect(formatNumber(12345, 'bn')).toBe('১২৩৪৫');
    expect(formatNumber(158000, 'bn', { grouped: true })).toBe('১,৫৮,০০০');
    expect(formatNumber(158000, 'en', { grouped: true })).toBe('1,58,000');
  });

  it('writes a day the Bengali way on Bengali pages and as the spec does on English ones, in Dhaka time', () => {
    expect(formatDate('2026-11-28T10:00:00.000Z', 'bn')).toBe('২৮ নভেম্বর ২০২৬');
    expect(formatDate('2026-11-28T10:00:00.000Z', 'en')).toBe('2026-11-28');
    // 20:30 in UTC is already the next morning in Dhaka (UTC+6).
    expect(formatDate('2026-01-31T20:30:00.000Z', 'bn')).toBe('১ ফেব্রুয়ারি ২০২৬');
    expect(formatDate(new Date('2026-01-31T20:30:00.000Z'), 'en')).toBe('2026-02-01');
    expect(formatDate('2026-05-05T00:00:00.000Z', 'bn')).toBe('৫ মে ২০২৬');
  });

  it('writes a time on the 24-hour clock after the day', () => {
    expect(formatDateTime('2026-11-28T08:05:00.000Z', 'bn')).toBe('২৮ নভেম্বর ২০২৬, ১৪:০৫');
    expect(formatDateTime('2026-11-28T08:05:00.000Z', 'en')).toBe('2026-11-28 14:05');
  });

  it('writes nothing for no date or a broken one', () => {
    expect(formatDate(null, 'bn')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('not a date', 'bn')).toBe('');
    expect(formatDateTime('', 'bn')).toBe('');
  });
});
