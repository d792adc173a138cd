import { describe, expect, it } from 'vitest';
import { ListingApiQuerySchema, ListingQuerySchema } from './contracts.ts';
import { fontStack } from './constants.ts';

describe('listing price filters', () => {
  it('reads price bounds written in taka into poisha, paisa included', () => {
    expect(ListingQuerySchema.parse({ minPrice: '60000', maxPrice: '75999.5' })).toMatchObject({ minPrice: 6_000_000, maxPrice: 7_599_950 });
  });

  it('swaps bounds written the wrong way round on a page, and refuses them from API clients', () => {
    expect(ListingQuerySchema.parse({ minPrice: '30000', maxPrice: '15000', brand: 'asus' })).toMatchObject({ minPrice: 1_500_000, maxPrice: 3_000_000, brand: ['asus'] });
    const refused = ListingApiQuerySchema.safeParse({ minPrice: '30000', maxPrice: '15000' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['minPrice must not be more than maxPrice']);
  });

  it('reads the same bounds into poisha for API clients', () => {
    expect(ListingApiQuerySchema.parse({ maxPrice: '1.25' })).toMatchObject({ maxPrice: 125 });
  });

  it('treats a blank field as no bound', () => {
    const query = ListingQuerySchema.parse({ minPrice: '', maxPrice: '' });
    expect([query.minPrice, query.maxPrice]).toEqual([undefined, undefined]);
  });

});

describe('a product name’s font stack', () => {
  it('sets an editor family first, then the shop’s ৳ and Bengali fonts, then the generic family of its kind', () => {
    expect(fontStack('Arial')).toBe(`"Arial", 'Haat Taka', 'Noto Sans Bengali', sans-serif`);
    expect(fontStack('Times New Roman')).toBe(`"Times New Roman", 'Haat Taka', 'Noto Sans Bengali', serif`);
    expect(fontStack('Courier New')).toBe(`"Courier New", 'Haat Taka', 'Noto Sans Bengali', monospace`);
  });

  it('leaves the page’s own and the generic fonts to the page, and writes nothing else into CSS', () => {
    for (const category of ['', 'sans', 'serif', 'mono', 'Arial"; color: red', 'arial']) expect(fontStack(category)).toBeUndefined();
  });
});
