import { Form, Link, redirect, useNavigation } from 'react-router';
import { createProduct, deleteProduct, listAdminProducts } from '~/modules/catalog/index.ts';
import { AdminProductListFormSchema, AdminProductListQuerySchema } from '~/modules/catalog/contracts.ts';
import { MAX_KEYWORD_LENGTH } from '~/modules/catalog/constants.ts';
import { mediaVariantUrl } from '~/modules/media/constants.ts';
import { Alert } from '~/web/components/alert.tsx';
import { AdminSearch, RowLinks } from '~/web/components/admin/admin-list.tsx';
import { PagedTable } from '~/web/components/paged-table.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { assertPageExists, pageParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/product-list';

export const meta: Route.MetaFunction = () => adminMeta('Products');

export const loader = adminLoader(async ({ request, params, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const parsed = AdminProductListQuerySchema.safeParse({
    keyword: url.searchParams.get('keyword') ?? '',
    pageNumber: pageParam(params.pageNumber),
  });
  const query = parsed.success ? parsed.data : { keyword: '', pageNumber: pageParam(params.pageNumber) };
  const page = await listAdminProducts(context.db, query, context.cache);
  assertPageExists(query.pageNumber, page.pages);
  return {
    ...page,
    keyword: query.keyword,
    confirmDelete: url.searchParams.get('confirmDelete'),
    notice: url.searchParams.get('done'),
  };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(request, AdminProductListFormSchema, async (input) => {
    if (input.intent === 'create') {
      // docs/requirements/core-shop.md §4: a sample product, then its edit screen.
      const product = await createProduct(context.db, context.cache, {});
      return redirect(`/admin/product/${product.slug}/edit`);
    }
    await deleteProduct(context.db, context.cache, input.slug);
    return redirect('/admin/productlist?done=deleted');
  });
});

export default function ProductList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const { products, keyword, confirmDelete, notice } = loaderData;
  const listHref = (page: number, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...(keyword ? { keyword } : {}), ...extra }).toString();
    return `/admin/productlist${page > 1 ? `/${page}` : ''}${query ? `?${query}` : ''}`;
  };
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('admin.products')}</h1>
        <Form method="post">
          <input type="hidden" name="intent" value="create" />
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            + {t('adminProduct.createProduct')}
          </button>
        </Form>
      </div>
      {notice === 'deleted' && <Alert tone="success">{t('adminProduct.productDeleted')}</Alert>}
      {notice === 'updated' && <Alert tone="success">{t('adminProduct.productUpdated')}</Alert>}
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <AdminSearch id="product-search" action="/admin/productlist" label={t('adminProduct.searchProducts')} keyword={keyword} maxLength={MAX_KEYWORD_LENGTH} />
      <p className="mb-2 text-sm text-slate-600">
        {loaderData.moreThanTotal
          ? t('adminProduct.countMoreThan', { total: loaderData.totalCount })
          : t('listing.count', { total: loaderData.totalCount })}
      </p>
      <PagedTable
        rows={products}
        rowKey={(product) => product.id}
        empty={<p className="mt-4 text-slate-600">{t('listing.empty')}</p>}
        columns={[
          {
            heading: t('adminProduct.image'),
            hidden: true,
            cell: (product) =>
              product.image && (
                <img src={mediaVariantUrl(product.image, '55x55')} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 rounded object-cover" />
              ),
          },
          {
            heading: t('adminProduct.name'),
            cell: (product) => (
              <Link to={`/product/${product.slug}`} className="text-brand-700 hover:underline">
                {product.name}
              </Link>
            ),
          },
          { heading: t('adminProduct.productCode'), className: 'font-mono text-xs', cell: (product) => product.productCode },
          { heading: t('adminProduct.price'), className: 'whitespace-nowrap', cell: (product) => n.taka(product.salePrice) },
          { heading: t('adminProduct.stock'), cell: (product) => n.number(product.countInStock) },
          { heading: t('adminProduct.category'), cell: (product) => product.category },
          { heading: t('adminProduct.brand'), cell: (product) => product.brand },
          {
            heading: t('admin.actions'),
            hidden: true,
            className: 'text-right whitespace-nowrap',
            cell: (product) => (
              <RowLinks
                editHref={`/admin/product/${product.slug}/edit`}
                id={product.slug}
                field="slug"
                itemName={product.name}
                confirming={confirmDelete === product.slug}
                askHref={listHref(loaderData.page, { confirmDelete: product.slug })}
                cancelHref={listHref(loaderData.page)}
                busy={busy}
              />
            ),
          },
        ]}
        paging={{ page: loaderData.page, pages: loaderData.pages, hrefFor: (page) => listHref(page) }}
      />
    </section>
  );
}
