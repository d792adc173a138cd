import { describe, expect, it } from 'vitest';
import { createCache } from '~/platform/cache.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { shopSettings } from './schema.ts';
import { getSettingsCached, invalidateSettingsCache } from './service.ts';

describe('the cached shop settings', () => {
  it('shares the shop settings until the settings cache is invalidated', async () => {
    const database = await createTestDatabase();
    const cache = createCache();
    await database.db
      .insert(shopSettings)
      .values({
        shopName: 'Haat',
        phone: '+880 1700-000000',
        email: 'shop@example.com',
        address: 'Dhaka',
        supportHours: '10-8',
        deliveryPromise: '2 days',
        freeShippingThreshold: 0,
        shippingFee: 0,
        catalog: 'electronics',
      });
    expect((await getSettingsCached(database.db, cache)).shopName).toBe('Haat');
    await database.db.update(shopSettings).set({ shopName: 'Haat Homeo' });
    expect((await getSettingsCached(database.db, cache)).shopName).toBe('Haat');
    invalidateSettingsCache(cache);
    expect((await getSettingsCached(database.db, cache)).shopName).toBe('Haat Homeo');
    await database.close();
  });
});
