import { describe, expect, it } from 'vitest';
import { localMerchandise } from '~/modules/merchandising/service.ts';
import { localText, localTextLanguage } from '~/platform/local-text.ts';
import { localName, localNameLanguage } from './constants.ts';
import { localSpecifications } from './glossary.ts';

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

describe('localTextLanguage: the language of the text localText picks', () => {
  it('is Bengali where the Bengali version is shown, English where the English one stands in or the page is English', () => {
    expect(localTextLanguage('প্রসেসর', 'bn')).toBe('bn');
    for (const none of [null, undefined, '', '   ']) expect(localTextLanguage(none, 'bn')).toBe('en');
    expect(localTextLanguage('প্রসেসর', 'en')).toBe('en');
    expect(localNameLanguage({ nameBn: null }, 'bn')).toBe('en');
  });

  it('comes with each shown field of an offer, and with each specification name, so a page can mark its English fallback', () => {
    const offer = localMerchandise({ title: 'Eid sale', titleBn: 'ঈদ সেল', description: 'Up to 20% off', descriptionBn: null }, 'bn');
    expect(offer).toMatchObject({ title: 'ঈদ সেল', description: 'Up to 20% off', languages: { title: 'bn', description: 'en' } });
    const [group] = localSpecifications([{ name: 'Processor', values: [{ name: 'Cores', value: '8' }, { name: 'Socket', value: 'AM5' }] }], { processor: 'প্রসেসর', cores: 'কোর' }, 'bn');
    expect(group.languages.name).toBe('bn');
    expect(group.values.map((row) => [row.name, row.languages.name])).toEqual([
      ['কোর', 'bn'],
      ['Socket', 'en'],
    ]);
  });
});

