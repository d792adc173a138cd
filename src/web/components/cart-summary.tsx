import { useEffect, useRef } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { Cart } from '~/modules/cart/contracts.ts';
import type { CartPreview, RootData } from '~/web/root-data.ts';
import { useHydrated } from '~/web/hooks/use-media.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';

export const cartPreview = (cart: Cart): CartPreview => ({
  totalItems: cart.totalItems,
  totalPrice: cart.totalPrice,
  items: cart.items.map(({ product, slug, name, image, salePrice, qty }) => ({ product, slug, name, image, salePrice, qty })),
});

// An inline icon: emoji fonts are missing on many systems, and a file would be another request.
function CartIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.9a1.5 1.5 0 0 0 1.5-1.1L22 7H6.2" />
    </svg>
  );
}

/**
 * "Cart (N)" in the header. Before JavaScript it is a link to /cart; once hydrated it opens a
 * modal view of the cart (a native dialog: focus moves in, Escape closes) with View Cart. Its
 * links are plain anchors the header's handler navigates (Header).
 */
export function CartSummary() {
  const t = useT();
  const n = useNumerals();
  const hydrated = useHydrated();
  const cart = useRouteLoaderData<RootData>('root')?.cart;
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const count = cart?.totalItems ?? 0;
  const close = () => dialog.current?.close();
  // Following a link inside the dialog leaves it open on the next page otherwise.
  useEffect(() => {
    dialog.current?.close();
  }, [location.key]);
  const open = (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dialog.current?.showModal();
  };
  return (
    <>
      <a
        href="/cart"
        onClick={hydrated ? open : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-label={t('cart.header', { count })}
        className="shrink-0 rounded px-2 py-1.5 text-sm whitespace-nowrap hover:bg-white/10"
      >
        {/* Phones show the count with an icon only; the link's name stays "Cart (N)". */}
        <span aria-hidden="true" className="inline-flex items-center gap-1">
          <CartIcon />
          <span className="sm:hidden">{n.number(count)}</span>
          <span className="hidden sm:inline">{t('cart.header', { count })}</span>
        </span>
      </a>
      {hydrated && (
        <dialog
          ref={dialog}
          aria-labelledby="cart-preview-title"
          // A click on the backdrop (the dialog element itself, outside its panel) closes it.
          onClick={(event) => event.target === event.currentTarget && close()}
          className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg p-0 text-slate-900 shadow-xl backdrop:bg-black/40"
        >
          <div className="p-5">
            <div className="mb-3 flex items-center justify-between">
              <h2 id="cart-preview-title" className="text-lg font-bold">
                {t('cart.title')}
              </h2>
              <button type="button" onClick={close} className="rounded px-2 py-1 text-sm hover:bg-slate-100">
                {t('cart.close')}
              </button>
            </div>
            {!cart || cart.items.length === 0 ? (
              <p className="text-sm text-slate-600">{t('cart.empty')}</p>
            ) : (
              <>
                <ul className="max-h-80 divide-y divide-slate-200 overflow-y-auto text-sm">
                  {cart.items.map((item) => (
                    <li key={item.product} className="flex items-center gap-3 py-2">
                      {item.image && <img src={item.image} alt="" width={40} height={40} className="h-10 w-10 object-contain" />}
                      <a href={`/product/${item.slug}`} className="flex-1 hover:underline">
                        {item.name}
                      </a>
                      <span className="whitespace-nowrap">
                        {n.number(item.qty)} × {n.taka(item.salePrice)}
                      </span>
                    </li>
                  ))}
                </ul>
                <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 font-semibold">
                  <span>{t('cart.totalPrice')}</span>
                  <span>{n.taka(cart.totalPrice)}</span>
                </p>
              </>
            )}
            <a
              href="/cart"
              onClick={close}
              className="mt-4 block rounded bg-brand-600 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700"
            >
              {t('cart.viewCart')}
            </a>
          </div>
        </dialog>
      )}
    </>
  );
}
