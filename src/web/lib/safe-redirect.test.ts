import { describe, expect, it } from 'vitest';
import { loginPath, redirectParam, safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/shipping', '/shipping'],
    ['shipping', '/shipping'],
    ['/product/x?qty=2#reviews', '/product/x?qty=2#reviews'],
    ['/search?keyword=a b', '/search?keyword=a%20b'],
    ['/category/ল্যাপটপ', '/category/%E0%A6%B2%E0%A7%8D%E0%A6%AF%E0%A6%BE%E0%A6%AA%E0%A6%9F%E0%A6%AA'],
    ['/search?keyword=ফ্যান', '/search?keyword=%E0%A6%AB%E0%A7%8D%E0%A6%AF%E0%A6%BE%E0%A6%A8'],
    ['/category/%E0%A6%B2', '/category/%E0%A6%B2'],
    ['/a"<b>', '/a%22%3Cb%3E'],
  ])('keeps the same-site target %j, encoded as %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '\t//evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/shipping\r\nSet-Cookie: a=b',
    '/ /evil.example'.replace(' ', '\u0000'),
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '%2f%2fevil.example',
    '/%5cevil.example',
    '/%0d%0aSet-Cookie:a=b',
    '/%E0%A6',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    'HTTPS://evil.example/',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/CompareScreen')).toBe('/CompareScreen');
  });

  it.each([undefined, null, 42, ['/a']])('refuses a non-string target %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('never answers something that cannot be a Location header', () => {
    for (const target of ['/ক', '/a\u2028b', '/\u00e9', '/x?y=\u{1F600}#\u00e9']) {
      const answer = safeRedirect(target);
      expect(() => new Headers({ location: answer })).not.toThrow();
      expect(answer).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });
});

describe('redirectParam', () => {
  it('reads the redirect query parameter, the spec form included', () => {
    expect(redirectParam(new URL('http://localhost/login?redirect=shipping'))).toBe('/shipping');
    expect(redirectParam(new URL('http://localhost/login?redirect=%2Fprofile'))).toBe('/profile');
    expect(redirectParam(new URL('http://localhost/login?redirect=%2F%5Cevil.example'))).toBe('/');
    expect(redirectParam(new URL('http://localhost/login'))).toBe('/');
  });
});

describe('loginPath', () => {
  it('comes back to a safe target and drops an unsafe one', () => {
    expect(loginPath('/profile')).toBe('/login?redirect=%2Fprofile');
    expect(loginPath('/admin/userlist?page=2', { expired: true })).toBe('/login?expired=1&redirect=%2Fadmin%2Fuserlist%3Fpage%3D2');
    expect(loginPath('//evil.example', { expired: true })).toBe('/login?expired=1');
    expect(loginPath('/')).toBe('/login');
  });
});
