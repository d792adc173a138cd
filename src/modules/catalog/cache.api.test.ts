import { describe, expect, it } from 'vitest';
import { createCache } from '~/platform/cache.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { makeCategory } from '../../../test/factories.ts';
import { getCategoryTree } from './structure.ts';
import { invalidateCatalogCache } from './cache.ts';

describe('the cached category tree', () => {
  it('shares the category tree until the catalogue cache is invalidated', async () => {
    const database = await createTestDatabase();
    const cache = createCache();
    await makeCategory(database.db, { name: 'Laptop' });
    expect((await getCategoryTree(database.db, cache)).map((c) => c.name)).toEqual(['Laptop']);
    await makeCategory(database.db, { name: 'Monitor' });
    expect((await getCategoryTree(database.db, cache)).map((c) => c.name)).toEqual(['Laptop']);
    invalidateCatalogCache(cache);
    expect((await getCategoryTree(database.db, cache)).map((c) => c.name)).toEqual(['Laptop', 'Monitor']);
    await database.close();
  });
});
