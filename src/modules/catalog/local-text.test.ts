import { describe, expect, it } from 'vitest';
import { localText } from '~/platform/local-text.ts';
import { localName } from './constants.ts';

describe('localText: Bengali where written, else English', () => {
  it('shows the Bengali version on a Bengali page', () => {
    expect(localText('Processor', 'প্রসেসর', 'bn')).toBe('প্রসেসর');
  });

  it('shows the English one on a Bengali page when there is no Bengali version (null, undefined, empty or blank)', () => {
    for (const none of [null, undefined, '', '   ']) expect(localText('Warranty', none, 'bn')).toBe('Warranty');
  });

  it('shows the English one on an English page, whatever the Bengali version', () => {
    expect(localText('9 AM - 8 PM', 'সকাল ৯টা - রাত ৮টা', 'en')).toBe('9 AM - 8 PM');
  });

  it('is the rule the category names follow too (localName)', () => {
    expect(localName({ name: 'Laptop', nameBn: 'ল্যাপটপ' }, 'bn')).toBe('ল্যাপটপ');
    expect(localName({ name: 'Laptop', nameBn: null }, 'bn')).toBe('Laptop');
    expect(localName({ name: 'Laptop', nameBn: 'ল্যাপটপ' }, 'en')).toBe('Laptop');
  });
});
