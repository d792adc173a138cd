import { data } from 'react-router';
import { getProduct } from '~/modules/catalog/service.ts';
import { DomainError } from '~/platform/errors.ts';
import { Price } from '~/web/components/price.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import type { Route } from './+types/product';

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Not found | Haat' }];
  const { product } = data;
  return [
    { title: `${product.name} | Haat` },
    { name: 'description', content: product.feature.split('\n').slice(0, 3).join(', ') || product.name },
    { tagName: 'link', rel: 'canonical', href: `/product/${product.slug}` },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { product: await getProduct(context.db, params.slug) };
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export default function Product({ loaderData: { product } }: Route.ComponentProps) {
  const t = useT();
  const features = product.feature.split('\n').filter(Boolean);
  const availability = {
    in_stock: t('product.inStock'),
    pre_order: t('product.preOrder'),
    up_coming: t('product.upComing'),
  }[product.availability];
  return (
    <article className="grid gap-8 md:grid-cols-2">
      <div>
        <img src={product.image} alt={product.name} width={600} height={600} className="w-full rounded border border-slate-200 bg-white" />
        {product.additionalImages.length > 0 && (
          <ul className="mt-3 flex gap-2">
            {product.additionalImages.map((src) => (
              <li key={src}>
                <img src={src} alt="" width={80} height={80} loading="lazy" className="h-20 w-20 rounded border border-slate-200" />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h1 className="text-2xl font-bold">{product.name}</h1>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('product.code')}</dt>
          <dd>{product.productCode}</dd>
          <dt className="text-slate-600">{t('product.brand')}</dt>
          <dd>{product.brand}</dd>
          <dt className="text-slate-600">{t('product.stock')}</dt>
          <dd className={product.countInStock > 0 ? 'text-brand-700' : 'text-red-700'}>
            {product.countInStock > 0 ? `${availability} (${product.countInStock})` : availability}
          </dd>
        </dl>
        <div className="mt-4">
          <Price price={product.price} salePrice={product.salePrice} size="large" />
        </div>
        <section className="mt-6">
          <h2 className="font-semibold">{t('product.keyFeatures')}</h2>
          {features.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t('product.noFeatures')}</p>
          )}
        </section>
      </div>
      <section className="md:col-span-2">
        <h2 className="mb-2 text-xl font-bold">{t('product.specification')}</h2>
        {product.specifications.map((group) => (
          <table key={group.name} className="mb-4 w-full border border-slate-200 bg-white text-sm">
            <caption className="bg-brand-50 px-3 py-2 text-left font-semibold">{group.name}</caption>
            <tbody>
              {group.values.map((row) => (
                <tr key={row.name} className="border-t border-slate-200">
                  <th scope="row" className="w-1/3 px-3 py-2 text-left font-normal text-slate-600">
                    {row.name}
                  </th>
                  <td className="px-3 py-2">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </section>
    </article>
  );
}
