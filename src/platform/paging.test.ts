import { describe, expect, it } from 'vitest';
import { pageCount } from './paging.ts';

describe('pageCount', () => {
  it('counts a partly filled last page as a page', () => {
    expect(pageCount(31, 30)).toBe(2);
  });

  it('counts exactly full pages without an empty one after them', () => {
    expect(pageCount(60, 30)).toBe(2);
  });

  it('gives an empty listing its one page', () => {
    expect(pageCount(0, 30)).toBe(1);
  });
});
