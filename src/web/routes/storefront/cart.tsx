import { useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { CartAddQuerySchema, CartFormSchema, type CartLine } from '~/modules/cart/contracts.ts';
import { getCart, removeItem, setItem } from '~/modules/cart/index.ts';
import { MAX_QUANTITY_CHOICES } from '~/modules/catalog/constants.ts';
import { DISTRICTS } from '~/platform/districts.ts';
import { DomainError, ERROR_STATUS } from '~/platform/errors.ts';
import type { DeliveryQuote } from '~/modules/orders/index.ts';
import { Alert } from '~/web/components/alert.tsx';
import { DeliveryCharge } from '~/web/components/delivery-line.tsx';
import { Price } from '~/web/components/price.tsx';
import { useHydrated } from '~/web/hooks/use-media.ts';
import { useLanguage, useNumerals, useT } from '~/web/i18n/use-t.ts';
import { cartDelivery, writeDistrictChoice, type DistrictSource } from '~/web/lib/delivery.server.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import type { FormFailure } from '~/web/lib/forms.ts';
import type { Route } from './+types/cart';
import { shopNameOf } from '~/web/lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  return [
    { title: `Shopping Cart | ${shopName}` },
    {
      name: 'description',
      content: `Your cart at ${shopName}: check quantities and totals in taka, then order with cash on delivery.`,
    },
  ];
}

/**
 * `/cart`: the cart, priced now, with its delivery charge to the shopper's district
 * (`cartDelivery`: the one chosen here, else the default address's). `/cart/{slug or id}?qty=N` (the product page's Add To Cart)
 * first puts the product in the cart with that quantity, then shows `/cart`; when it cannot,
 * the cart shows why, with the status of the failure.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  let problem: DomainError | null = null;
  const adding = params.id;
  if (adding) {
    const query = CartAddQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    try {
      if (!query.success) throw new DomainError('INVALID', query.error.issues[0].message);
      const { qty } = query.data;
      await context.writeCart((owner) => setItem(context.db, owner, adding, qty));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      problem = error;
    }
    // A reload or a shared link must not add again: the address becomes /cart.
    if (!problem) throw redirect('/cart');
  }
  const cart = await getCart(context.db, context.cartOwner());
  const { delivery, source } = await cartDelivery(request, context, cart.totalPrice);
  return data(
    { cart, delivery, source, problem: problem?.message ?? null, signedIn: context.user !== null },
    { status: problem ? ERROR_STATUS[problem.kind] : 200 },
  );
}

/** The quantity picker and the remove button, each for one product; and the district to deliver to (remembered in a cookie). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, CartFormSchema, async (input) => {
    if (input.intent === 'district')
      return redirect('/cart', { headers: { 'Set-Cookie': await writeDistrictChoice(input.district) } });
    if (input.intent === 'remove') {
      const owner = context.cartOwner();
      if (owner) await removeItem(context.db, owner, input.productId);
    } else {
      await context.writeCart((owner) => setItem(context.db, owner, input.productId, input.qty));
    }
    return redirect('/cart');
  });
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const { cart, delivery, source, problem, signedIn } = loaderData;
  const message = problem ?? (actionData as FormFailure | undefined)?.message;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">{t('cart.title')}</h1>
      {message && <Alert tone="danger">{message}</Alert>}
      {cart.items.length === 0 ? (
        <>
          <Alert tone="info">
            {t('cart.empty')}{' '}
            <Link to="/" className="font-semibold underline">
              {t('cart.goBack')}
            </Link>
          </Alert>
          {/* Disabled for an empty cart (docs/requirements/core-shop.md §5). */}
          <button type="button" disabled className="rounded bg-brand-600 px-5 py-3 font-semibold text-white opacity-50">
            {t('cart.checkout')}
          </button>
        </>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div>
            {cart.hasChanges && <Alert tone="info">{t('cart.changed')}</Alert>}
            {/* On a phone each line is a card: name, then price and Remove, then the quantity; the
                column heads are there for screen readers only. */}
            <div className="relative">
              <table className="block w-full border border-slate-200 bg-white text-sm sm:table">
                <thead className="sr-only bg-slate-100 text-left sm:not-sr-only sm:table-header-group">
                  <tr>
                    <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                      <span className="sr-only">{t('cart.image')}</span>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('cart.product')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('cart.price')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('cart.quantity')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">{t('cart.remove')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="block sm:table-row-group">
                  {cart.items.map((line) => (
                    <CartRow key={line.product} line={line} />
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <aside aria-label={t('cart.title')} className="h-fit rounded border border-slate-200 bg-white p-4">
            <dl className="grid grid-cols-[1fr_auto] gap-y-2">
              <dt>{t('cart.totalItems')}</dt>
              <dd className="text-right font-semibold" data-testid="cart-total-items">
                {n.number(cart.totalItems)}
              </dd>
              <dt>{t('cart.totalPrice')}</dt>
              <dd className="text-right text-lg font-bold text-brand-700" data-testid="cart-total-price">
                {n.taka(cart.totalPrice)}
              </dd>
            </dl>
            <DeliveryBox delivery={delivery} source={source} />
            {/* docs/requirements/core-shop.md §2: to /login?redirect=shipping, straight to shipping when signed in. */}
            <Link
              to={signedIn ? '/shipping' : '/login?redirect=shipping'}
              className="mt-4 block rounded bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700"
            >
              {t('cart.checkout')}
            </Link>
          </aside>
        </div>
      )}
    </section>
  );
}

function CartRow({ line }: { line: CartLine }) {
  const t = useT();
  const n = useNumerals();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== 'idle';
  const form = useRef<HTMLFormElement>(null);
  // 1 to the stock, no more choices than the product page offers, and always the current quantity.
  const choices = Array.from({ length: Math.min(line.countInStock, MAX_QUANTITY_CHOICES) }, (_, i) => i + 1);
  if (!line.outOfStock && line.qty <= line.countInStock && !choices.includes(line.qty)) choices.push(line.qty);
  const selectId = `qty-${line.product}`;
  return (
    <tr className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 border-t border-slate-200 p-3 first:border-t-0 sm:table-row sm:p-0 sm:align-top">
      <td className="hidden px-3 py-2 sm:table-cell">
        {line.image && <img src={line.image} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 object-contain" />}
      </td>
      <td className="col-span-2 sm:px-3 sm:py-2">
        <Link to={`/product/${line.slug}`} className="font-medium text-brand-700 hover:underline">
          {line.name}
        </Link>
        {line.outOfStock && <p className="mt-1 font-semibold text-red-700">{t('cart.outOfStock')}</p>}
        {line.short && <p className="mt-1 font-semibold text-amber-800">{t('cart.short', { count: line.countInStock })}</p>}
      </td>
      <td className="sm:px-3 sm:py-2 sm:whitespace-nowrap">
        <Price price={line.price} salePrice={line.salePrice} />
        {line.previousSalePrice !== null && (
          <p className="mt-1 text-amber-800">{t('cart.priceChanged', { price: n.taka(line.previousSalePrice) })}</p>
        )}
      </td>
      <td className="order-last col-span-2 sm:order-none sm:px-3 sm:py-2">
        {line.outOfStock ? (
          <span>{n.number(line.qty)}</span>
        ) : (
          <Form method="post" action="/cart" ref={form} className="flex items-center gap-2">
            <input type="hidden" name="intent" value="set" />
            <input type="hidden" name="productId" value={line.product} />
            <label htmlFor={selectId} className="sr-only">
              {t('cart.quantityOf', { name: line.name })}
            </label>
            <select
              id={selectId}
              name="qty"
              // A short line shows the most that can be ordered until the shopper picks.
              defaultValue={Math.min(line.qty, line.countInStock)}
              disabled={busy}
              onChange={hydrated ? () => form.current?.requestSubmit() : undefined}
              className="rounded border border-slate-300 bg-white px-2 py-1"
            >
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {n.number(choice)}
                </option>
              ))}
            </select>
            {/* Without JavaScript the choice is sent with this button; with it, on change too. It stays
                once the page is live: taking it away narrowed the column and moved the totals below
                on a phone (a layout shift of 0.026 in Lighthouse). */}
            <button type="submit" className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100">
              {t('cart.update')}
            </button>
          </Form>
        )}
      </td>
      <td className="justify-self-end sm:px-3 sm:py-2">
        <Form method="post" action="/cart">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={line.product} />
          <button
            type="submit"
            aria-label={t('cart.removeItem', { name: line.name })}
            className="rounded border border-red-300 px-2 py-1 text-red-700 hover:bg-red-50"
          >
            {t('cart.remove')}
          </button>
        </Form>
      </td>
    </tr>
  );
}

/**
 * The district to deliver to and its charge. Without JavaScript the choice is posted with the
 * button; with it, as soon as it is picked. The button stays once the page is live, as the
 * quantity's does, so nothing moves.
 */
function DeliveryBox({ delivery, source }: { delivery: DeliveryQuote; source: DistrictSource }) {
  const t = useT();
  const n = useNumerals();
  const language = useLanguage();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== 'idle';
  const form = useRef<HTMLFormElement>(null);
  const { quote } = delivery;
  return (
    <div className="mt-3 grid gap-3 border-t border-slate-200 pt-3">
      <Form method="post" action="/cart" ref={form} className="grid gap-1">
        <input type="hidden" name="intent" value="district" />
        <label htmlFor="delivery-district" className="text-sm font-medium">
          {t('delivery.deliverTo')}
        </label>
        <div className="flex gap-2">
          <select
            id="delivery-district"
            // A new choice from the server (another tab, the default address) replaces the picked one.
            key={delivery.district ?? ''}
            name="district"
            required
            defaultValue={delivery.district ?? ''}
            disabled={busy}
            onChange={hydrated ? () => form.current?.requestSubmit() : undefined}
            className="min-h-10 min-w-0 flex-1 rounded border border-slate-300 bg-white px-2 py-2"
          >
            <option value="" disabled>
              {t('delivery.chooseDistrict')}
            </option>
            {DISTRICTS.map((district) => (
              <option key={district.key} value={district.key}>
                {district[language]}
              </option>
            ))}
          </select>
          <button type="submit" className="min-h-10 rounded border border-slate-300 px-3 py-2 text-sm hover:bg-slate-100">
            {t('delivery.showCharge')}
          </button>
        </div>
        {source === 'address' && <p className="text-xs text-slate-600">{t('delivery.fromAddress')}</p>}
      </Form>
      <DeliveryCharge delivery={delivery} />
      {quote ? (
        <dl className="grid grid-cols-[1fr_auto] gap-y-1">
          {quote.taxPrice > 0 && (
            <>
              <dt className="text-sm">{t('checkout.tax')}</dt>
              <dd className="text-right text-sm">{n.taka(quote.taxPrice)}</dd>
            </>
          )}
          <dt className="font-bold">{t('delivery.total')}</dt>
          <dd className="text-right text-lg font-bold text-brand-700" data-testid="cart-total-with-delivery">
            {n.taka(quote.totalPrice)}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-600">{t('delivery.chooseForCharge')}</p>
      )}
    </div>
  );
}
