import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('reads & as "and" and joins words with hyphens', () => {
    expect(slugify('Dilutions & Potencies')).toBe('dilutions-and-potencies');
  });

  it('gives every form of a name the same slug', () => {
    const forms = ['Graphics Card', 'graphics card', 'GRAPHICS  CARD', 'graphics-card', ' Graphics_Card! '];
    expect(new Set(forms.map(slugify))).toEqual(new Set(['graphics-card']));
  });

  it('is its own slug, so a route can slugify whatever it is given', () => {
    for (const name of ['Dilutions & Potencies', "Hyland's", 'Dr. Reckeweg', 'ল্যাপটপ ও নোটবুক', 'Café Crème']) {
      expect(slugify(slugify(name))).toBe(slugify(name));
    }
  });

  it('drops apostrophes and Latin accents', () => {
    expect(slugify("Hyland's Café")).toBe('hylands-cafe');
  });

  it('keeps Bengali letters and vowel signs, without the invisible joiners', () => {
    expect(slugify('ল্যাপটপ ও নোটবুক')).toBe('ল্যাপটপ-ও-নোটবুক');
    expect(slugify('র\u200D্যাম')).toBe(slugify('র্যাম'));
  });

  it('names a name with no letter or digit "item", and cuts long names at a hyphen-free end', () => {
    expect(slugify('***')).toBe('item');
    const long = slugify(`${'a'.repeat(119)} b`);
    expect(long).toBe('a'.repeat(119));
  });
});
