import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '~/platform/rich-text.ts';
import { FONT_FAMILIES } from '~/modules/catalog/constants.ts';
import { FONT_SIZES, SYMBOLS } from './rich-text-editor.tsx';

// HTML in the shapes the editor writes: the first three blocks as it wrote them in Chromium (bold,
// a link, a coloured 20px Georgia line, a 2×2 table with a symbol), then its other marks and blocks.
const FROM_THE_EDITOR =
  '<p><strong>Strong</strong><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">Example</a></p>' +
  '<p><span style="color: rgb(255, 0, 0); font-family: Georgia; font-size: 20px;">Red big</span></p>' +
  '<table style="min-width: 50px;"><colgroup><col style="min-width: 25px;"><col style="min-width: 25px;"></colgroup><tbody>' +
  '<tr><th colspan="1" rowspan="1"><p>Cell৳</p></th><th colspan="1" rowspan="1"><p></p></th></tr>' +
  '<tr><td colspan="1" rowspan="1"><p></p></td><td colspan="1" rowspan="1"><p></p></td></tr></tbody></table>' +
  '<p style="text-align: center;"><s>old</s> <u>under</u> <em>it</em> x<sup>2</sup> H<sub>2</sub>O <span style="background-color: #ffff00;">marked</span></p>' +
  '<blockquote><p>Quote</p></blockquote><ul><li><p>One</p></li></ul><hr>';

describe('the rich-text editor’s output', () => {
  it('keeps every toolbar format through the server’s sanitizer (only the table’s column sizing goes)', () => {
    const clean = sanitizeRichText(FROM_THE_EDITOR);
    expect(clean).toContain('<strong>Strong</strong>');
    expect(clean).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">Example</a>');
    expect(clean).toContain('<span style="color:rgb(255, 0, 0);font-family:Georgia;font-size:20px">Red big</span>');
    expect(clean).toContain('<th colspan="1" rowspan="1"><p>Cell৳</p></th>');
    expect(clean).toContain('<p style="text-align:center"><s>old</s> <u>under</u> <em>it</em> x<sup>2</sup> H<sub>2</sub>O <span style="background-color:#ffff00">marked</span></p>');
    expect(clean).toContain('<blockquote><p>Quote</p></blockquote><ul><li><p>One</p></li></ul><hr />');
    expect(clean).not.toContain('colgroup');
    expect(clean).not.toContain('min-width');
  });

  it('is unchanged by a second sanitizing', () => {
    const once = sanitizeRichText(FROM_THE_EDITOR);
    expect(sanitizeRichText(once)).toBe(once);
  });

  it.each(FONT_FAMILIES)('keeps the font %s', (font) => {
    expect(sanitizeRichText(`<p><span style="font-family: ${font}">x</span></p>`)).toBe(`<p><span style="font-family:${font}">x</span></p>`);
  });

  it.each(FONT_SIZES)('keeps the text size %s', (size) => {
    expect(sanitizeRichText(`<p><span style="font-size: ${size}">x</span></p>`)).toBe(`<p><span style="font-size:${size}">x</span></p>`);
  });

  it('offers the spec’s 21 fonts from Arial to Rockwell, six sizes from 12px to 24px, and symbols that survive', () => {
    expect(FONT_FAMILIES).toHaveLength(21);
    expect([FONT_FAMILIES[0], FONT_FAMILIES.at(-1)]).toEqual(['Arial', 'Rockwell']);
    expect(FONT_SIZES).toEqual(['12px', '14px', '16px', '18px', '20px', '24px']);
    for (const symbol of SYMBOLS) expect(sanitizeRichText(`<p>${symbol}</p>`)).toBe(`<p>${symbol}</p>`);
  });
});
