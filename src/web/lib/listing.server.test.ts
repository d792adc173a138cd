import { describe, expect, it } from 'vitest';
import { MAX_FILTER_PRICE_TAKA } from '~/modules/catalog/constants.ts';
import { listingQuery } from './listing.server.ts';

const read = (search: string) => listingQuery(new URL(`http://shop.test/category/monitor/1${search}`), 1);

describe('listingQuery', () => {
  it('reads price bounds in any digits into poisha and refuses none', () => {
    expect(read('?minPrice=১২০০০&maxPrice=30000')).toMatchObject({ query: { minPrice: 1_200_000, maxPrice: 3_000_000 }, refused: {} });
  });

  it('leaves out a price bound it cannot read, returns it as written, and keeps the other filters', () => {
    const { query, refused } = read(`?brand=asus&sort=price_desc&minPrice=${encodeURIComponent('১২abc')}&maxPrice=30000`);
    expect(refused).toEqual({ minPrice: '১২abc' });
    expect(query).toMatchObject({ brand: ['asus'], sort: 'price_desc', maxPrice: 3_000_000 });
    expect(query.minPrice).toBeUndefined();
  });

  it('refuses a negative or huge bound, each in its own field', () => {
    const { query, refused } = read(`?minPrice=-5&maxPrice=${MAX_FILTER_PRICE_TAKA + 1}`);
    expect(refused).toEqual({ minPrice: '-5', maxPrice: String(MAX_FILTER_PRICE_TAKA + 1) });
    expect([query.minPrice, query.maxPrice]).toEqual([undefined, undefined]);
  });

  it('still answers 400 for a value no form sends', () => {
    expect(() => read('?sort=cheapest&minPrice=abc')).toThrow(expect.objectContaining({ init: expect.objectContaining({ status: 400 }) }));
  });
});
