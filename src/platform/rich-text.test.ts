import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('product descriptions', () => {
  it('keep the editor’s formatting', () => {
    const html =
      '<p style="text-align: center; color: #ff0000">Fast <strong>and</strong> <u>quiet</u></p><ul><li>One</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table><hr>';
    expect(sanitizeRichText(html)).toBe(
      '<p style="text-align:center;color:#ff0000">Fast <strong>and</strong> <u>quiet</u></p><ul><li>One</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table><hr />',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow">x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<form action="/x"><input name="a"></form>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('removes what could run script: %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});
