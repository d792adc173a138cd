import { describe, expect, it } from 'vitest';
import { addToComparison, buildComparison, MAX_COMPARE, valuesDiffer } from './comparison.ts';

const spec = (groups: Record<string, Record<string, string>>) => ({
  specifications: Object.entries(groups).map(([name, values]) => ({ name, values: Object.entries(values).map(([n, value]) => ({ name: n, value })) })),
});

describe('comparison table', () => {
  it('aligns rows by specification name across products, in first-seen order, and marks differences', () => {
    const groups = buildComparison([
      spec({ Processor: { 'Processor Brand': 'Intel', 'Processor Model': 'Core i5-1235U' }, Memory: { RAM: '8GB' } }),
      spec({ processor: { 'processor  brand': 'intel', 'Processor Model': 'Core i7-1255U', Cache: '12MB' }, Display: { Size: '15.6"' } }),
    ]);
    expect(groups).toEqual([
      {
        name: 'Processor',
        rows: [
          { name: 'Processor Brand', values: ['Intel', 'intel'], differs: false },
          { name: 'Processor Model', values: ['Core i5-1235U', 'Core i7-1255U'], differs: true },
          { name: 'Cache', values: [null, '12MB'], differs: true },
        ],
      },
      { name: 'Memory', rows: [{ name: 'RAM', values: ['8GB', null], differs: true }] },
      { name: 'Display', rows: [{ name: 'Size', values: [null, '15.6"'], differs: true }] },
    ]);
  });

  it('marks nothing as different for a single product', () => {
    const [group] = buildComparison([spec({ General: { Colour: 'Black' } })]);
    expect(group.rows[0]).toEqual({ name: 'Colour', values: ['Black'], differs: false });
  });

  it('keeps the language of each group and row name as the first product to name it gives it', () => {
    const named = (name: string, language: 'en' | 'bn') => ({ name, languages: { name: language } });
    const [group] = buildComparison([
      { specifications: [{ ...named('প্রসেসর', 'bn'), values: [{ ...named('Cache', 'en'), value: '12MB' }] }] },
      { specifications: [{ ...named('প্রসেসর', 'bn'), values: [{ ...named('Cache', 'en'), value: '8MB' }] }] },
    ]);
    expect(group).toEqual({
      name: 'প্রসেসর',
      languages: { name: 'bn' },
      rows: [{ name: 'Cache', languages: { name: 'en' }, values: ['12MB', '8MB'], differs: true }],
    });
  });

  it('compares plain values ignoring case and spacing', () => {
    expect(valuesDiffer(['In Stock', 'in  stock'])).toBe(false);
    expect(valuesDiffer(['In Stock', 'Out Of Stock'])).toBe(true);
    expect(valuesDiffer(['Only one'])).toBe(false);
  });

  it('holds at most four products and refuses a fifth instead of dropping one', () => {
    let ids: string[] = [];
    for (const id of ['a', 'b', 'c', 'd']) ids = addToComparison(ids, id) as string[];
    expect(ids).toHaveLength(MAX_COMPARE);
    expect(addToComparison(ids, 'b')).toEqual(['a', 'b', 'c', 'd']);
    expect(addToComparison(ids, 'e')).toBe('full');
  });
});
