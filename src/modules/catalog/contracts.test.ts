import { describe, expect, it } from 'vitest';
import { ListingApiQuerySchema, ListingQuerySchema } from './contracts.ts';

describe('listing price filters', () => {
  it('reads price bounds written in taka into poisha, paisa included', () => {
    expect(ListingQuerySchema.parse({ minPrice: '60000', maxPrice: '75999.5' })).toMatchObject({ minPrice: 6_000_000, maxPrice: 7_599_950 });
  });

  it('reads the same bounds into poisha for API clients', () => {
    expect(ListingApiQuerySchema.parse({ maxPrice: '1.25' })).toMatchObject({ maxPrice: 125 });
  });

  it('treats a blank field as no bound', () => {
    const query = ListingQuerySchema.parse({ minPrice: '', maxPrice: '' });
    expect([query.minPrice, query.maxPrice]).toEqual([undefined, undefined]);
  });

  it('refuses a minimum above the maximum', () => {
    expect(ListingQuerySchema.safeParse({ minPrice: '500', maxPrice: '400' }).success).toBe(false);
  });
});
