import { describe, expect, it } from 'vitest';
import { localSettings } from '~/modules/settings/service.ts';
import { fillShopFacts } from './pages-service.ts';

const SETTINGS = {
  shopName: 'Haat',
  phone: '09678-123456',
  email: 'shop@example.com',
  address: 'KDA Avenue, Khulna',
  addressBn: null,
  supportHours: '9 AM - 8 PM',
  supportHoursBn: 'সকাল ৯টা - রাত ৮টা',
  deliveryPromise: 'Within 48 hours',
  deliveryPromiseBn: null,
  shippingFee: 10000,
  localShippingFee: null,
  freeShippingThreshold: 500000,
  shopDistrict: 'khulna',
};

describe('the shop’s facts in a page', () => {
  const page = '<p>{address} · {hours} · <a href="mailto:{email}">{email}</a></p>';

  it('marks an English address on a Bengali page lang="en", and leaves the Bengali hours unmarked', () => {
    expect(fillShopFacts(page, localSettings(SETTINGS, 'bn'), 'bn')).toBe(
      '<p><span lang="en">KDA Avenue, Khulna</span> · সকাল ৯টা - রাত ৮টা · <a href="mailto:shop@example.com">shop@example.com</a></p>',
    );
  });

  it('marks nothing on an English page, and escapes what the settings hold', () => {
    const settings = { ...SETTINGS, address: 'Road <5> & "Lane"' };
    expect(fillShopFacts(page, localSettings(settings, 'en'), 'en')).toBe(
      '<p>Road &#60;5&#62; &#38; &#34;Lane&#34; · 9 AM - 8 PM · <a href="mailto:shop@example.com">shop@example.com</a></p>',
    );
  });
});
