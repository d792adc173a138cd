import { describe, expect, it } from 'vitest';
import { formatTaka } from './money.ts';

describe('formatTaka', () => {
  it('groups digits the Indian way, as Intl does for en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    const amounts = [
      0, 1, 5, 50, 99, 100, 101, 110, 999_99, 1000_00, 6850000, 1_25_000_50, 12_34_56_789_01, 99_99_99_999_99, -68_500_00, -5,
      -12_345_67,
    ];
    for (let poisha = 0; poisha < 3_000_000; poisha += 7_919) amounts.push(poisha, poisha * 1_001);
    for (const poisha of amounts) expect(formatTaka(poisha), String(poisha)).toBe(`৳${intl.format(poisha / 100)}`);
  });

  it('reads as shoppers expect', () => {
    expect(formatTaka(68_500_00)).toBe('৳68,500');
    expect(formatTaka(1_25_000_50)).toBe('৳1,25,000.5');
    expect(formatTaka(1_00_00_000_05)).toBe('৳1,00,00,000.05');
    expect(formatTaka(999_00)).toBe('৳999');
  });
});
