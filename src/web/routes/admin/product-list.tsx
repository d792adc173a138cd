import { Form, Link, redirect, useNavigation } from 'react-router';
import { createProduct, deleteProduct, listAdminProducts } from '~/modules/catalog/admin.ts';
import { AdminProductListFormSchema, AdminProductListQuerySchema } from '~/modules/catalog/contracts.ts';
import { MAX_KEYWORD_LENGTH } from '~/modules/catalog/constants.ts';
import { mediaVariantUrl } from '~/modules/media/names.ts';
import { Alert } from '~/web/components/alert.tsx';
import { ConfirmDelete } from '~/web/components/admin/confirm-delete.tsx';
import { Pager } from '~/web/components/pager.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { assertPageExists, pageParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/product-list';

export const meta: Route.MetaFunction = () => [{ title: 'Products | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

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
      // core-shop.md §4: a sample product, then its edit screen.
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
      <Form method="get" action="/admin/productlist" role="search" className="mb-4 flex max-w-md gap-2">
        <label htmlFor="product-search" className="sr-only">
          {t('adminProduct.searchProducts')}
        </label>
        <input
          id="product-search"
          type="search"
          name="keyword"
          defaultValue={keyword}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder={t('adminProduct.searchProducts')}
          className="w-full rounded border border-slate-300 px-3 py-2"
        />
        <button type="submit" className="rounded bg-brand-600 px-4 text-white">
          {t('search.label')}
        </button>
      </Form>
      <p className="mb-2 text-sm text-slate-600">
        {loaderData.moreThanTotal
          ? t('adminProduct.countMoreThan', { total: loaderData.totalCount })
          : t('listing.count', { total: loaderData.totalCount })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border border-slate-200 bg-white text-sm">
          <thead className="bg-slate-100 text-left">
            <tr>
              <th className="px-3 py-2">
                <span className="sr-only">{t('adminProduct.image')}</span>
              </th>
              <th className="px-3 py-2">{t('adminProduct.name')}</th>
              <th className="px-3 py-2">{t('adminProduct.productCode')}</th>
              <th className="px-3 py-2">{t('adminProduct.price')}</th>
              <th className="px-3 py-2">{t('adminProduct.stock')}</th>
              <th className="px-3 py-2">{t('adminProduct.category')}</th>
              <th className="px-3 py-2">{t('adminProduct.brand')}</th>
              <th className="px-3 py-2">
                <span className="sr-only">{t('admin.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id} className="border-t border-slate-200">
                <td className="px-3 py-2">
                  {product.image && (
                    <img
                      src={mediaVariantUrl(product.image, '55x55')}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="h-10 w-10 rounded object-cover"
                    />
                  )}
                </td>
                <td className="px-3 py-2">
                  <Link to={`/product/${product.slug}`} className="text-brand-700 hover:underline">
                    {product.name}
                  </Link>
                </td>
                <td className="px-3 py-2 font-mono text-xs">{product.productCode}</td>
                <td className="px-3 py-2 whitespace-nowrap">{n.taka(product.salePrice)}</td>
                <td className="px-3 py-2">{n.number(product.countInStock)}</td>
                <td className="px-3 py-2">{product.category}</td>
                <td className="px-3 py-2">{product.brand}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  <Link
                    to={`/admin/product/${product.slug}/edit`}
                    className="mr-2 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
                    aria-label={`${t('admin.edit')} ${product.name}`}
                  >
                    {t('admin.edit')}
                  </Link>
                  <ConfirmDelete
                    id={product.slug}
                    field="slug"
                    itemName={product.name}
                    confirming={confirmDelete === product.slug}
                    askHref={listHref(loaderData.page, { confirmDelete: product.slug })}
                    cancelHref={listHref(loaderData.page)}
                    busy={busy}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {products.length === 0 && <p className="mt-4 text-slate-600">{t('listing.empty')}</p>}
      <Pager page={loaderData.page} pages={loaderData.pages} hrefFor={(n) => listHref(n)} />
    </section>
  );
}
