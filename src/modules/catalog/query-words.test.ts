import { describe, expect, it } from 'vitest';
import { analyseKeyword, bengaliStems, keywordTokens, lookupKeys, MAX_SEARCH_TERMS, MAX_TERM_FORMS, modelParts, toTsqueryText } from './query-words.ts';

const analyse = (keyword: string, synonyms: Record<string, string[]> = {}) => analyseKeyword(keywordTokens(keyword), new Map(Object.entries(synonyms)));

describe('reading a keyword as typed', () => {
  it(`bounds the work: at most ${MAX_SEARCH_TERMS} words, ${MAX_TERM_FORMS} forms a word`, () => {
    const many = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ');
    expect(analyse(many).terms).toHaveLength(MAX_SEARCH_TERMS);
    expect(lookupKeys(keywordTokens(many)).length).toBeLessThanOrEqual(MAX_SEARCH_TERMS * 4);
    const synonyms = { tv: Array.from({ length: 40 }, (_, i) => `tv${i}`) };
    expect(analyse('tv', synonyms).terms[0].forms).toHaveLength(MAX_TERM_FORMS);
  });

  it('leaves a clean keyword unchanged, so it is searched as before', () => {
    expect(analyse('gaming laptop')).toMatchObject({ changed: false, onlyShoppingWords: false, cleaned: 'gaming laptop' });
    expect(analyse('Asus Moniter').changed).toBe(false);
  });

  it('drops shopping words but keeps the case of the rest', () => {
    expect(analyse('ASUS Laptop price in BD')).toMatchObject({ changed: true, cleaned: 'ASUS Laptop', terms: [{ forms: [['asus']] }, { forms: [['laptop']] }] });
    expect(analyse('price in bd')).toMatchObject({ onlyShoppingWords: true, cleaned: 'price in bd' });
  });

  it('stems Bengali inflections but keeps a word that only ends like one', () => {
    expect(bengaliStems('ল্যাপটপের')).toContain('ল্যাপটপ');
    expect(bengaliStems('মনিটরগুলো')).toContain('মনিটর');
    expect(bengaliStems('ঘড়ির')).toContain('ঘড়ি');
    expect(bengaliStems('মনিটর')).toEqual([]);
    expect(bengaliStems('laptops')).toEqual([]);
  });

  it('splits model numbers at letters and digits and hyphens', () => {
    expect(modelParts('rtx4060')).toEqual(['rtx', '4060']);
    expect(modelParts('i5-13400')).toEqual(['i5', '13400']);
    expect(modelParts('b650m-k')).toEqual(['b650m', 'k']);
    expect(modelParts('i5')).toEqual(['i5']);
  });

  it('writes a tsquery of quoted words only, with a prefix on the last word when asked', () => {
    expect(toTsqueryText(analyse('RTX 4060').terms)).toBe("(('rtx4060') | ('rtx' & ('4060' | '-4060')))");
    expect(toTsqueryText(analyse("lap'top").terms, true)).toBe("(('lap')) & (('top':*))");
  });
});
