import { sql } from 'drizzle-orm';
import {
  brands,
  categories,
  notices,
  offers,
  products,
  searchSynonyms,
  shopSettings,
  subCategories,
} from '~/modules/schema.ts';
import { generateProductCode, refreshSearchDocuments } from '~/modules/catalog/index.ts';
import { RESERVED_PRODUCT_SLUGS, SynonymInputSchema } from '~/modules/catalog/contracts.ts';
import { saveCategoryDescriptions } from '~/modules/content/index.ts';
import type { Db, DbOrTx } from '~/platform/db/index.ts';
import { taka } from '~/platform/money.ts';
import { slugify } from '~/platform/slug.ts';
import type { FileStorage } from '~/platform/storage.ts';
import { demoImageUrl, ensureDemoImages, ensureOfferBanners, offerBannerUrl } from './images.ts';
import { categoryDescriptions } from './data/category-descriptions.ts';
import type { SeedCatalog } from './types.ts';
import { seedContent, seedEmiBanks } from './content.ts';
import { seedBengaliWords } from './bengali-words.ts';
import { BENGALI_NAMES } from './data/bengali-names.ts';
import { SEARCH_SYNONYMS } from './data/search-synonyms.ts';

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: shopSettings.id }).from(shopSettings).limit(1);
  return Boolean(row);
}

/**
 * Writes a demo catalogue into an empty database in one transaction: settings, categories,
 * brands, products (with server-generated codes and pictures), offers and notices.
 * Does nothing when the database already has a shop.
 */
export async function seedCatalog(db: Db, catalog: SeedCatalog, storage: FileStorage): Promise<boolean> {
  if (await isSeeded(db)) {
    const [settings] = await db.select({ catalog: shopSettings.catalog }).from(shopSettings).limit(1);
    const slugs = await db.select({ slug: categories.slug }).from(categories);
    await seedContent(db, settings.catalog, slugs.map((c) => c.slug));
    await seedEmiBanks(db, settings.catalog, storage);
    await seedSearchSynonyms(db, settings.catalog);
    await seedBengaliWords(db);
    return false;
  }
  await ensureDemoImages(storage, catalog.categories.map((c) => slugify(c.name)));
  await ensureOfferBanners(storage, catalog.offers.length);
  await db.transaction(async (tx) => {
    const s = catalog.settings;
    await tx.insert(shopSettings).values({
      shopName: s.shopName,
      phone: s.phone,
      email: s.email,
      address: s.address,
      supportHours: s.supportHours,
      deliveryPromise: s.deliveryPromise,
      freeShippingThreshold: taka(s.freeShippingThreshold),
      shippingFee: taka(s.shippingFee),
      localShippingFee: s.localShippingFee === null ? null : taka(s.localShippingFee),
      shopDistrict: s.shopDistrict,
      expressFee: s.expressFee === null ? null : taka(s.expressFee),
      taxRateBasisPoints: Math.round(s.taxRate * 100),
      catalog: catalog.key,
    });

    const categoryIds = new Map<string, { id: string; slug: string; subs: Map<string, string> }>();
    for (const c of catalog.categories) {
      const [row] = await tx
        .insert(categories)
        .values({ name: c.name, nameBn: BENGALI_NAMES[c.name] ?? null, slug: slugify(c.name), menuOrder: c.menuOrder, homeCard: c.homeCard ?? null, discount: taka(c.discount ?? 0), returnable: c.returnable ?? true })
        .returning({ id: categories.id });
      const subs = new Map<string, string>();
      if (c.subCategories.length) {
        const subRows = await tx
          .insert(subCategories)
          .values(c.subCategories.map((sc, i) => ({ categoryId: row.id, name: sc.name, nameBn: BENGALI_NAMES[sc.name] ?? null, slug: slugify(sc.name), menuOrder: i })))
          .returning({ id: subCategories.id, name: subCategories.name });
        for (const sr of subRows) subs.set(sr.name, sr.id);
      }
      categoryIds.set(c.name, { id: row.id, slug: slugify(c.name), subs });
    }

    const brandRows = await tx
      .insert(brands)
      .values(uniqueSlugs(catalog.brands).map(([name, slug]) => ({ name, slug })))
      .returning({ id: brands.id, name: brands.name });
    const brandIds = new Map(brandRows.map((b) => [b.name, b.id]));

    const now = Date.now();
    const slugs = new Set<string>(RESERVED_PRODUCT_SLUGS);
    const rows = [];
    for (const [i, p] of catalog.products.entries()) {
      const category = categoryIds.get(p.category);
      const brandId = brandIds.get(p.brand);
      if (!category || !brandId) throw new Error(`Seed product "${p.name}" names an unknown category or brand`);
      const image = demoImageUrl(category.slug, i);
      rows.push({
        slug: uniqueSlug(slugify(p.name), slugs),
        name: p.name,
        productCode: await generateProductCode(tx, p.subCategory),
        price: taka(p.price),
        discount: taka(p.discount ?? 0),
        image,
        imagePreview: image,
        additionalImages: [demoImageUrl(category.slug, i + 1), demoImageUrl(category.slug, i + 2)],
        brandId,
        categoryId: category.id,
        subCategoryId: category.subs.get(p.subCategory) ?? null,
        feature: p.feature,
        description: p.description,
        keywords: p.keywords,
        countInStock: p.countInStock,
        availability: p.availability,
        specifications: p.specifications,
        // Catalogue order is newest first: the first product listed is the newest.
        createdAt: new Date(now - i * 60_000),
      });
    }
    for (let i = 0; i < rows.length; i += 200) await tx.insert(products).values(rows.slice(i, i + 200));
    await refreshSearchDocuments(tx);
    // The description blocks of the categories this catalogue has (electronics: all of them).
    const categorySlugs = new Set(catalog.categories.map((c) => slugify(c.name)));
    await saveCategoryDescriptions(tx, categoryDescriptions.filter((d) => categorySlugs.has(d.categorySlug)));

    // Offers and notices show in creation order: keep the catalogue's order.
    if (catalog.offers.length) {
      await tx.insert(offers).values(catalog.offers.map((o, i) => ({ ...o, imageUrl: offerBannerUrl(i), createdAt: new Date(now + i) })));
    }
    if (catalog.notices.length) await tx.insert(notices).values(catalog.notices.map((n, i) => ({ ...n, createdAt: new Date(now + i) })));
    await seedContent(tx, catalog.key, [...categorySlugs]);
    await seedSearchSynonyms(tx, catalog.key);
  });
  // Outside the transaction: it writes its logos to the storage first.
  await seedEmiBanks(db, catalog.key, storage);
  await seedBengaliWords(db);
  await db.execute(sql`analyze`);
  return true;
}

/** The catalogue's synonym groups, into a shop that has none yet (a shop seeded before they existed gets them too). */
export async function seedSearchSynonyms(db: DbOrTx, catalog: string): Promise<void> {
  const [existing] = await db.select({ id: searchSynonyms.id }).from(searchSynonyms).limit(1);
  if (existing) return;
  const groups = (SEARCH_SYNONYMS[catalog] ?? []).map((terms) => SynonymInputSchema.parse({ terms }));
  if (groups.length) await db.insert(searchSynonyms).values(groups);
}

function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

function uniqueSlugs(names: string[]): [string, string][] {
  const taken = new Set<string>();
  return names.map((name) => [name, uniqueSlug(slugify(name), taken)]);
}
