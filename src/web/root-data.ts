import type { Cart } from '~/modules/cart/contracts.ts';
import type { CategoryNode } from '~/modules/catalog/contracts.ts';
import type { ShopSettings } from '~/modules/settings/index.ts';
import type { TextLanguages } from '~/platform/local-text.ts';
import type { SessionUser } from '~/modules/users/contracts.ts';
import type { Language } from './i18n/messages.ts';

/**
 * What the root loader gives every page (`useRouteLoaderData<RootData>('root')`). A file of
 * types only, so components read it without importing root.tsx (which imports them).
 */
export interface RootData {
  language: Language;
  /** What the menus and home cards show; sub-categories load when a menu opens. */
  categories: MenuCategory[];
  user: SessionUser | null;
  /** The product ids chosen for comparison. */
  compare: string[];
  /** What the header shows of the cart. */
  cart: CartPreview;
  settings: Pick<ShopSettings, 'shopName' | 'phone' | 'email' | 'address' | 'supportHours'> & TextLanguages<'address' | 'supportHours'>;
}

/** A category as the header's menus and the home cards show it. */
export type MenuCategory = Pick<CategoryNode, 'name' | 'slug' | 'homeCard'> & TextLanguages<'name'>;

/** What every page's header knows of the cart. */
export type CartPreview = Pick<Cart, 'totalItems' | 'totalPrice'> & {
  items: Pick<Cart['items'][number], 'product' | 'slug' | 'name' | 'image' | 'salePrice' | 'qty'>[];
};
