import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCache } from '~/platform/cache.ts';
import type { Database } from '~/platform/db/index.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { CategoryDescriptionFormSchema } from './contracts.ts';
import { getDescriptionForEdit, saveDescriptionBlock } from './description-admin.ts';
import { findCategoryDescription, saveCategoryDescriptions } from './service.ts';

const form = (fields: Record<string, string>) => CategoryDescriptionFormSchema.parse({ heading: 'Drones', intro: 'Fly high.', closing: 'Call us.', ...fields });

describe('the admin’s description blocks', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('reads numbered guide and FAQ rows from the form, dropping blank rows and refusing half-filled ones', () => {
    const parsed = form({ brands: 'DJI, , Potensic', 'tip.0.title': 'Range', 'tip.0.body': 'Check it.', 'tip.1.title': '', 'tip.1.body': ' ', 'faq.3.question': 'Legal?', 'faq.3.answer': 'Ask first.' });
    expect(parsed).toMatchObject({ brands: ['DJI', 'Potensic'], buyingGuide: [{ title: 'Range', body: 'Check it.' }], faq: [{ question: 'Legal?', answer: 'Ask first.' }] });
    const half = CategoryDescriptionFormSchema.safeParse({ heading: 'Drones', intro: 'Fly.', closing: 'Call.', 'faq.0.question': 'Legal?' });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0].message).toBe('answer is required');
    expect(CategoryDescriptionFormSchema.safeParse({ heading: '', intro: 'Fly.', closing: 'Call.' }).success).toBe(false);
  });

  it('creates a new category’s block under a keyword from its slug, and its Bengali block under the same keyword', async () => {
    const cache = createCache();
    let dropped = 0;
    cache.onInvalidate(() => dropped++);
    await saveDescriptionBlock(database.db, cache, 'drone', 'en', form({}));
    expect(dropped).toBe(1);
    expect(await findCategoryDescription(database.db, { categorySlug: 'drone', language: 'bn' })).toMatchObject({ keyword: 'drone', language: 'en', heading: 'Drones' });
    await saveDescriptionBlock(database.db, cache, 'drone', 'bn', form({ heading: 'ড্রোন' }));
    expect(await findCategoryDescription(database.db, { categorySlug: 'drone', language: 'bn' })).toMatchObject({ keyword: 'drone', language: 'bn', heading: 'ড্রোন' });
    await saveDescriptionBlock(database.db, cache, 'drone', 'en', form({ heading: 'Drones and gimbals' }));
    const { block, english } = await getDescriptionForEdit(database.db, 'drone', 'en');
    expect([block?.heading, english?.heading]).toEqual(['Drones and gimbals', 'Drones and gimbals']);
  });

  it('never takes another category’s keyword, nor a Bengali slug as one', async () => {
    await saveCategoryDescriptions(database.db, [{ keyword: 'pc case', categorySlug: 'casing', heading: 'Cases', intro: 'Boxes.', closing: 'Buy.' }]);
    await saveDescriptionBlock(database.db, createCache(), 'pc-case', 'en', form({ heading: 'Another case' }));
    expect((await findCategoryDescription(database.db, { categorySlug: 'casing', language: 'en' }))?.heading).toBe('Cases');
    expect((await findCategoryDescription(database.db, { categorySlug: 'pc-case', language: 'en' }))?.keyword).toBe('pc case 2');
    await saveDescriptionBlock(database.db, createCache(), 'ঘড়ি', 'en', form({ heading: 'Watches' }));
    expect((await findCategoryDescription(database.db, { categorySlug: 'ঘড়ি', language: 'en' }))?.keyword).toBe('category');
  });
});
