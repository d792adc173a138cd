import { describe, expect, it } from 'vitest';
import { DISTRICT_KEYS, DISTRICTS, districtByKey } from './districts.ts';

describe('districts', () => {
  it('lists the 64 districts of Bangladesh once each, named in English and Bengali', () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICT_KEYS).size).toBe(64);
    expect(new Set(DISTRICTS.map((d) => d.en)).size).toBe(64);
    for (const district of DISTRICTS) expect(district.bn, district.en).toMatch(/^[\u0980-\u09ff]+$/);
  });

  it('finds a district by key and nothing for an unknown key', () => {
    expect(districtByKey('khulna')).toMatchObject({ en: 'Khulna', bn: 'খুলনা' });
    expect(districtByKey('atlantis')).toBeUndefined();
  });
});
