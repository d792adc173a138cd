import { randomInt } from 'node:crypto';
import { brands, categories, notices, offers, products, shopSettings, subCategories } from '~/modules/schema.ts';
import { refreshSearchDocuments } from '~/modules/catalog/search-documents.ts';
import { slugify } from '~/platform/slug.ts';
import type { Availability, SpecificationGroup } from '~/modules/catalog/contracts.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { taka } from '~/platform/money.ts';

// Digits only: a default name is in the search document, and hex such as "0123e5ac" parses as
// the number "0123e5" and the word "ac", which a search for "ac" then finds.
const unique = () => String(randomInt(1e9)).padStart(9, '0');

/** A delivery address in the shop's own district, as a buyer types it. */
export const SHIPPING_ADDRESS = {
  address: '12 KDA Avenue',
  city: 'Khulna',
  postalCode: '9100',
  country: 'Bangladesh',
  district: 'khulna',
  phone: '01712-345678',
};

export async function makeCategory(db: DbOrTx, fields: { name?: string; nameBn?: string; discount?: number; homeCard?: number; menuOrder?: number; returnable?: boolean } = {}) {
  const name = fields.name ?? `Category ${unique()}`;
  const [row] = await db
    .insert(categories)
    .values({ name, nameBn: fields.nameBn ?? null, slug: slugify(name), discount: taka(fields.discount ?? 0), homeCard: fields.homeCard ?? null, menuOrder: fields.menuOrder ?? 100, returnable: fields.returnable ?? true })
    .returning();
  return row;
}

export async function makeSubCategory(db: DbOrTx, categoryId: string, name = `Sub ${unique()}`) {
  const [row] = await db.insert(subCategories).values({ categoryId, name, slug: slugify(name) }).returning();
  return row;
}

export async function makeBrand(db: DbOrTx, name = `Brand ${unique()}`) {
  const [row] = await db.insert(brands).values({ name, slug: slugify(name) }).returning();
  return row;
}

export interface ProductFields {
  name?: string;
  price?: number;
  discount?: number;
  countInStock?: number;
  categoryId?: string;
  subCategoryId?: string;
  brandId?: string;
  feature?: string;
  keywords?: string[];
  specifications?: SpecificationGroup[];
  createdAt?: Date;
  description?: string;
  availability?: Availability;
  image?: string;
  additionalImages?: string[];
}

/** A product with its category and brand made as needed; prices in whole taka. */
export async function makeProduct(db: DbOrTx, fields: ProductFields = {}) {
  const name = fields.name ?? `Product ${unique()}`;
  const categoryId = fields.categoryId ?? (await makeCategory(db)).id;
  const brandId = fields.brandId ?? (await makeBrand(db)).id;
  const [row] = await db
    .insert(products)
    .values({
      name,
      slug: `${slugify(name)}-${unique()}`,
      productCode: `TST${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      price: taka(fields.price ?? 1000),
      discount: taka(fields.discount ?? 0),
      countInStock: fields.countInStock ?? 5,
      categoryId,
      subCategoryId: fields.subCategoryId ?? null,
      brandId,
      feature: fields.feature ?? '',
      keywords: fields.keywords ?? [],
      specifications: fields.specifications ?? [],
      createdAt: fields.createdAt ?? new Date(),
      description: fields.description ?? '',
      availability: fields.availability ?? 'in_stock',
      image: fields.image ?? '',
      additionalImages: fields.additionalImages ?? [],
    })
    .returning();
  await refreshSearchDocuments(db, [row.id]);
  return row;
}

export async function makeOffer(db: DbOrTx, fields: { title?: string; description?: string; imageUrl?: string; isActive?: boolean; createdAt?: Date } = {}) {
  const [row] = await db
    .insert(offers)
    .values({
      title: fields.title ?? `Offer ${unique()}`,
      description: fields.description ?? 'An offer',
      imageUrl: fields.imageUrl ?? '/uploads/demo/offer-0.webp',
      isActive: fields.isActive ?? true,
      createdAt: fields.createdAt ?? new Date(),
    })
    .returning();
  return row;
}

export async function makeNotice(db: DbOrTx, fields: { title?: string; description?: string; isActive?: boolean; createdAt?: Date } = {}) {
  const [row] = await db
    .insert(notices)
    .values({
      title: fields.title ?? `Notice ${unique()}`,
      description: fields.description ?? 'A notice',
      isActive: fields.isActive ?? true,
      createdAt: fields.createdAt ?? new Date(),
    })
    .returning();
  return row;
}

/**
 * Many products in one insert (prices in whole taka), the derived columns refreshed once:
 * for listings and searches that need hundreds of rows. `fields(i)` describes product i.
 */
export async function makeProducts(
  db: DbOrTx,
  count: number,
  fields: (i: number) => ProductFields & { categoryId: string; brandId: string },
) {
  const rows = Array.from({ length: count }, (_, i) => {
    const f = fields(i);
    const name = f.name ?? `Product ${unique()}`;
    return {
      name,
      slug: `${slugify(name)}-${unique()}`,
      productCode: `TST${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      price: taka(f.price ?? 1000),
      discount: taka(f.discount ?? 0),
      countInStock: f.countInStock ?? 5,
      categoryId: f.categoryId,
      subCategoryId: f.subCategoryId ?? null,
      brandId: f.brandId,
      feature: f.feature ?? '',
      keywords: f.keywords ?? [],
      specifications: f.specifications ?? [],
      createdAt: f.createdAt ?? new Date(),
      description: f.description ?? '',
      availability: f.availability ?? 'in_stock',
    };
  });
  const inserted = [];
  for (let i = 0; i < rows.length; i += 500) inserted.push(...(await db.insert(products).values(rows.slice(i, i + 500)).returning()));
  await refreshSearchDocuments(db, inserted.map((r) => r.id));
  return inserted;
}

/** The shop settings row (the spec's defaults: ৳100 flat shipping, free above ৳100, no tax); fees in whole taka. */
export async function makeSettings(
  db: DbOrTx,
  fields: { freeShippingThreshold?: number; shippingFee?: number; localShippingFee?: number | null; shopDistrict?: string; taxRateBasisPoints?: number; email?: string; confirmationDays?: number; expressFee?: number; returnHours?: number } = {},
) {
  const values = {
    shopName: 'Haat',
    phone: '+880 1700-000000',
    email: fields.email ?? 'shop@example.com',
    address: 'Khulna',
    supportHours: '10 AM to 8 PM',
    deliveryPromise: '48 hours',
    freeShippingThreshold: taka(fields.freeShippingThreshold ?? 100),
    shippingFee: taka(fields.shippingFee ?? 100),
    localShippingFee: fields.localShippingFee === undefined || fields.localShippingFee === null ? null : taka(fields.localShippingFee),
    shopDistrict: fields.shopDistrict ?? 'khulna',
    taxRateBasisPoints: fields.taxRateBasisPoints ?? 0,
    confirmationDays: fields.confirmationDays ?? 3,
    returnHours: fields.returnHours ?? 24,
    expressFee: fields.expressFee === undefined ? null : taka(fields.expressFee),
    catalog: 'electronics',
  };
  await db.insert(shopSettings).values(values).onConflictDoUpdate({ target: shopSettings.id, set: values });
}
