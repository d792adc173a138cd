import { data, Link } from 'react-router';
import { PAGE_SIZE } from '~/modules/catalog/contracts.ts';
import { findCategory, listProducts, slugify } from '~/modules/catalog/service.ts';
import { ListingSummary, Pager } from '~/web/components/pager.tsx';
import { ProductGrid } from '~/web/components/product-grid.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { assertPageExists, pageParam } from '~/web/lib/params.ts';
import type { Route } from './+types/category';

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Not found | Haat' }];
  return [
    { title: `${heading(data)}${data.listing.page > 1 ? `, page ${data.listing.page}` : ''} | Haat` },
    { name: 'description', content: `Buy ${heading(data)} online in Bangladesh. Prices in taka, cash on delivery.` },
    { tagName: 'link', rel: 'canonical', href: `${data.base}/${data.listing.page}` },
  ];
}

// core-shop.md §2: the keyword is the category name; "Graphics Card", "graphics card" and
// "graphics-card" all name the same category.
export async function loader({ params, context }: Route.LoaderArgs) {
  const category = await findCategory(context.db, slugify(params.keyword));
  const subCategory = params.subcategory
    ? category?.subCategories.find((sub) => sub.slug === slugify(params.subcategory!))
    : undefined;
  if (!category || (params.subcategory && !subCategory)) throw data(null, { status: 404 });
  const pageNumber = pageParam(params.pageNumber);
  const listing = await listProducts(
    context.db,
    { keyword: '', pageNumber, limit: PAGE_SIZE },
    { categoryId: category.id, subCategoryId: subCategory?.id },
  );
  assertPageExists(pageNumber, listing.pages);
  const base = subCategory ? `/category/${category.slug}/${subCategory.slug}` : `/category/${category.slug}`;
  return { category, subCategory, base, listing };
}

const heading = ({ category, subCategory }: { category: { name: string }; subCategory?: { name: string } }) =>
  subCategory ? `${subCategory.name} ${category.name}` : category.name;

export default function Category({ loaderData }: Route.ComponentProps) {
  const { listing, base } = loaderData;
  const t = useT();
  return (
    <section>
      <Link to="/" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-3 text-2xl font-bold">{heading(loaderData)}</h1>
      <ProductGrid products={listing.products} />
      <ListingSummary page={listing.page} pages={listing.pages} shown={listing.products.length} pageSize={PAGE_SIZE} total={listing.totalCount} />
      <Pager page={listing.page} pages={listing.pages} hrefFor={(n) => `${base}/${n}`} />
    </section>
  );
}
