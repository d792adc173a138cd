import type { ContentPageInput } from '~/modules/content/contracts.ts';
import type { PageSlug } from '~/modules/content/constants.ts';

/**
 * The shape of a demo catalogue. Catalogues are plain data written by us (no downloads);
 * `seed/load.ts` turns one into rows, slugs made from the names by the shop's one `slugify`. Prices are whole taka here; the loader converts to poisha.
 */

export type Availability = 'in_stock' | 'pre_order' | 'up_coming';

export interface SeedSubCategory {
  name: string;
}

export interface SeedCategory {
  /** Display name, also the product's `category` value (e.g. "Laptop", "Dilutions & Potencies"). */
  name: string;
  /** Order in the top menu; lower first. */
  menuOrder: number;
  /** Position among the four home cards (1..4), or undefined when not a home card. */
  homeCard?: number;
  subCategories: SeedSubCategory[];
  /** Flat discount in whole taka applied to every product of this category (e.g. 3000 for AC). */
  discount?: number;
  /** False for what cannot be returned (the seed's refund policy: software and licences). */
  returnable?: boolean;
}

export interface SeedSpecValue {
  name: string;
  value: string;
}

export interface SeedSpecGroup {
  name: string;
  values: SeedSpecValue[];
}

export interface SeedProduct {
  name: string;
  /** Must equal a SeedCategory.name. */
  category: string;
  /** Must equal one of that category's SeedSubCategory.name. */
  subCategory: string;
  /** Must equal a name in SeedCatalog.brands. */
  brand: string;
  /** Regular price in whole taka. */
  price: number;
  /** Flat discount in whole taka off the regular price (e.g. 3000 on AC items). */
  discount?: number;
  countInStock: number;
  availability: Availability;
  /** Key features, one per line. */
  feature: string;
  /** Simple HTML (p, ul, li, strong). */
  description: string;
  keywords: string[];
  specifications: SeedSpecGroup[];
}

export interface SeedOffer {
  title: string;
  description: string;
  isActive: boolean;
}

export interface SeedNotice {
  title: string;
  description: string;
  isActive: boolean;
}

export interface SeedSettings {
  shopName: string;
  phone: string;
  email: string;
  address: string;
  /** Support line hours, e.g. "9 AM - 8 PM". */
  supportHours: string;
  /** Shown on product pages, e.g. "Delivery within 48 hours inside the city, 3 working days elsewhere". */
  deliveryPromise: string;
  /** Free shipping when the items price is over this (whole taka). */
  freeShippingThreshold: number;
  /** Flat shipping fee in whole taka. */
  shippingFee: number;
  /** The fee inside the shop's own district in whole taka (null: the flat fee there too). */
  localShippingFee: number | null;
  /** The shop's own district (a key of src/platform/districts.ts). */
  shopDistrict: string;
  /** Express delivery's fee in whole taka (null: no express). */
  expressFee: number | null;
  /** Tax rate in percent. */
  taxRate: number;
}

export interface SeedCatalog {
  key: 'electronics' | 'homeopathy';
  settings: SeedSettings;
  categories: SeedCategory[];
  /** Every brand of the brand directory (display names); products use a subset. */
  brands: string[];
  products: SeedProduct[];
  offers: SeedOffer[];
  notices: SeedNotice[];
}

/** A content page of the demo, under its fixed slug (`seed/data/content/`). */
export type SeedPage = ContentPageInput & { slug: PageSlug };
