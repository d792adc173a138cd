import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bdMobile, displayBdMobile, emailAddress, hasControlCharacter, imagePath, isUuid, multiLine, secret, singleLine, takaAmount } from './fields.ts';

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const messageOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe('singleLine', () => {
  const name = singleLine({ label: 'Name', min: 1, max: 10 });

  it('refuses every C0 control character, DEL and each bidi override or isolate, with the field named', () => {
    for (const character of [...C0, '\u007f', ...BIDI]) {
      expect(messageOf(name, `ab${character}c`), JSON.stringify(character)).toBe('Name must not contain control characters');
    }
  });

  it('refuses a trailing newline instead of trimming it away', () => {
    expect(messageOf(name, 'Rahim\n')).toBe('Name must not contain control characters');
  });

  it('trims spaces before the length checks', () => {
    expect(name.parse('  Rahim  ')).toBe('Rahim');
    expect(messageOf(name, '   ')).toBe('Name is required');
    expect(name.parse(` ${'a'.repeat(10)} `)).toBe('a'.repeat(10));
  });

  it('names the limit when a value is too long or too short', () => {
    expect(messageOf(name, 'a'.repeat(11))).toBe('Name must be at most 10 characters');
    expect(messageOf(singleLine({ label: 'Code', min: 3, max: 9 }), 'ab')).toBe('Code must be at least 3 characters');
  });

  it('says the field is required when it is missing or not text', () => {
    expect(messageOf(name, undefined)).toBe('Name is required');
    expect(messageOf(name, 42)).toBe('Name is required');
  });

  it('accepts Bengali, right-to-left script, emoji and HTML as text', () => {
    const wide = singleLine({ label: 'Text', max: 100 });
    for (const value of ['রহিম উদ্দিন', 'مرحبا بالعالم', 'שלום', 'ok 👍🏽', '<b>bold</b>', "O'Brien' OR 1=1--"]) {
      expect(wide.parse(value)).toBe(value);
    }
  });

  it('takes its messages from the options when given', () => {
    const token = singleLine({ label: 'token', min: 5, max: 6, messages: { tooShort: 'bad link', tooLong: 'bad link', control: 'bad link' } });
    expect([messageOf(token, 'abc'), messageOf(token, 'abcdefg'), messageOf(token, 'abc\u0000d')]).toEqual(['bad link', 'bad link', 'bad link']);
  });
});

describe('multiLine', () => {
  const comment = multiLine({ label: 'Comment', min: 1, max: 20 });

  it('keeps tabs and newlines and reads CR LF as LF', () => {
    expect(comment.parse('one\ttwo\nthree')).toBe('one\ttwo\nthree');
    expect(comment.parse('one\r\ntwo\r\n')).toBe('one\ntwo');
  });

  it('refuses every other control character, a lone CR, DEL and bidi overrides', () => {
    const refused = [...C0.filter((c) => !['\t', '\n', '\r'].includes(c)), '\r', '\u007f', ...BIDI];
    for (const character of refused) {
      expect(messageOf(comment, `a${character}b`), JSON.stringify(character)).toBe('Comment must not contain control characters');
    }
  });

  it('trims before checking that something was written', () => {
    expect(messageOf(comment, ' \n\t ')).toBe('Comment is required');
  });

  it('counts the length after CR LF became LF', () => {
    expect(comment.parse(`${'a'.repeat(9)}\r\n${'b'.repeat(10)}`)).toHaveLength(20);
  });
});

describe('secret', () => {
  const password = secret({ label: 'Password', min: 8, max: 12 });

  it('keeps spaces at either end: every character of a password counts', () => {
    expect(password.parse('  spaced  ')).toBe('  spaced  ');
  });

  it('refuses control characters and keeps the length bounds', () => {
    expect(messageOf(password, 'pass\u0000word')).toBe('Password must not contain control characters');
    expect(messageOf(password, 'short')).toBe('Password must be at least 8 characters');
    expect(messageOf(password, 'a'.repeat(13))).toBe('Password must be at most 12 characters');
  });
});

describe('emailAddress', () => {
  const email = emailAddress();

  it('trims and lower-cases an address', () => {
    expect(email.parse('  Rahim@Example.COM ')).toBe('rahim@example.com');
  });

  it('refuses control characters with their own message, before the address check', () => {
    expect(messageOf(email, 'rahim@example.com\u0000')).toBe('Email must not contain control characters');
    expect(messageOf(email, 'rahim\u202e@example.com')).toBe('Email must not contain control characters');
  });

  it('refuses an address over 254 characters and one that is not an address', () => {
    expect(messageOf(email, `${'a'.repeat(250)}@example.com`)).toBe('Email is too long');
    expect(messageOf(email, 'not an address')).toBe('Please enter a valid email address');
    expect(messageOf(email, undefined)).toBe('Email is required');
  });
});

describe('hasControlCharacter', () => {
  it('finds control and bidi characters and nothing else', () => {
    expect(['a\u0000', 'a\u001f', 'a\u007f', 'a\u202e', 'a\u2069'].map(hasControlCharacter)).toEqual([true, true, true, true, true]);
    expect(['plain', 'বাংলা', 'עברית', '\u00a0nbsp', 'a\u200db'].map(hasControlCharacter)).toEqual([false, false, false, false, false]);
  });
});

describe('bdMobile', () => {
  const mobile = bdMobile();

  it('stores every way of writing a mobile number in one form', () => {
    for (const written of ['01712345678', '01712-345678', '+8801712345678', '8801712345678', '+880 1712 345678', ' 01712 345 678 ']) {
      expect(mobile.parse(written), written).toBe('+8801712345678');
    }
  });

  it('reads Bengali, Arabic-Indic and full-width digits, and the dashes phones type', () => {
    for (const written of ['০১৭১২-৩৪৫৬৭৮', '+৮৮০ ১৭১২ ৩৪৫৬৭৮', '٠١٧١٢٣٤٥٦٧٨', '۸۸۰۱۷۱۲۳۴۵۶۷۸', '＋８８０１７１２３４５６７８', '01712\u2011345678', '01712–345678', '০১৭১২ 345678']) {
      expect(mobile.parse(written), written).toBe('+8801712345678');
    }
  });

  it('refuses 10 or 12 digits in any script, and other characters between the digits', () => {
    for (const bad of ['০১৭১২৩৪৫৬৭', '০১৭১২৩৪৫৬৭৮৯', '٠١٧١٢٣٤٥٦٧', '01712.345678', '01712_345678', '(017)12345678', '01712\u00a0345678x']) {
      expect(messageOf(mobile, bad), bad).toMatch(/Bangladeshi mobile number/);
    }
  });

  it('accepts each operator prefix 013 to 019 and refuses 010 to 012', () => {
    for (const operator of [3, 4, 5, 6, 7, 8, 9]) expect(mobile.parse(`01${operator}12345678`)).toBe(`+8801${operator}12345678`);
    for (const operator of [0, 1, 2]) expect(messageOf(mobile, `01${operator}12345678`)).toMatch(/Bangladeshi mobile number/);
  });

  it('refuses numbers of the wrong length, landlines, other countries, letters and a doubled prefix', () => {
    for (const bad of ['0171234567', '017123456789', '029555555', '+911712345678', '0171234567a', '+88001712345678', '1712345678', '']) {
      expect(messageOf(mobile, bad), bad).not.toBeNull();
    }
  });

  it('refuses control characters and over-long values like every text field', () => {
    expect(messageOf(mobile, '01712345678\u0000')).toBe('Mobile number must not contain control characters');
    expect(messageOf(bdMobile({ label: 'Phone No.', max: 100 }), '0'.repeat(101))).toBe('Phone No. must be at most 100 characters');
  });

  it('shows a stored number as people write it', () => {
    expect(displayBdMobile('+8801712345678')).toBe('01712-345678');
  });
});

describe('imagePath', () => {
  const image = imagePath({ label: 'Logo' });

  it('accepts an image under /uploads/ and an empty value', () => {
    expect(image.parse('/uploads/demo/offer-0.webp')).toBe('/uploads/demo/offer-0.webp');
    expect(image.parse(' /uploads/2026/11/a1b2c3-640.JPG '.toLowerCase())).toBe('/uploads/2026/11/a1b2c3-640.jpg');
    expect(image.parse('')).toBe('');
  });

  it('refuses another site, a script or data address, a climb out of the uploads and a non-image', () => {
    for (const value of [
      'https://evil.example/a.webp',
      '//evil.example/a.webp',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/uploads/../config.webp',
      '/uploads/./a.webp',
      '/uploads/a/../../b.png',
      '/uploads/a.svg',
      '/uploads/a.webp?x=1',
      '/uploads/a b.webp',
      '/static/a.webp',
    ]) {
      expect(messageOf(image, value), value).toBe('Logo must be an image uploaded to the shop (/uploads/…)');
    }
    expect(messageOf(imagePath({ label: 'Logo', required: true }), '')).toBe('Logo is required');
  });
});

describe('takaAmount', () => {
  it('reads taka in any digits into poisha, and refuses what is not a number with the field named', () => {
    const price = takaAmount({ label: 'Price', max: 1000 });
    expect(price.parse('12.5')).toBe(1250);
    expect(price.parse('১২০')).toBe(12000);
    expect(price.parse(7)).toBe(700);
    expect(messageOf(price, '12abc')).toBe('Price must be an amount in taka');
    expect(messageOf(price, '-1')).toBe('Price must be 0 or more');
    expect(messageOf(price, '1001')).toBe('Price must be at most 1000');
  });

  it('holds whole taka, whole poisha and the limits as the field asks', () => {
    expect(messageOf(takaAmount({ label: 'Minimum', min: 100, max: 1000, whole: true, limits: 'sign' }), '150.5')).toBe('Minimum must be whole taka');
    expect(messageOf(takaAmount({ label: 'Minimum', min: 100, max: 1000, limits: 'sign' }), '99')).toBe('Minimum must be at least ৳100');
    expect(messageOf(takaAmount({ label: 'Fee', max: 1000, poisha: true, limits: 'taka' }), '1.234')).toBe('Fee must have at most two decimals (poisha)');
    expect(messageOf(takaAmount({ label: 'Fee', max: 1000, limits: 'taka' }), '2000')).toBe('Fee must be at most 1000 taka');
  });
});

describe('isUuid', () => {
  it('takes a UUID in either case and nothing else', () => {
    expect(isUuid('0b1e8f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(isUuid('0B1E8F2A-3C4D-4E5F-8A9B-0C1D2E3F4A5B')).toBe(true);
    expect(isUuid('asus-vivobook')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
