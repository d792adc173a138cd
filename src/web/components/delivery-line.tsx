import type { DeliveryQuote } from '~/modules/orders/index.ts';
import { districtByKey } from '~/platform/districts.ts';
import { useLanguage, useNumerals, useT } from '~/web/i18n/use-t.ts';

/** A district's name in the page's language (its key when unknown: never shown for a valid one). */
export function useDistrictName() {
  const language = useLanguage();
  return (key: string) => districtByKey(key)?.[language] ?? key;
}

/**
 * The delivery charge as the server priced it (`quoteDelivery`): to the shopper's district, or
 * inside the shop's district and elsewhere when none is known yet; and what is left to free
 * delivery. The cart and the checkout steps show the same line.
 */
export function DeliveryCharge({ delivery, hint = true }: { delivery: DeliveryQuote; hint?: boolean }) {
  const t = useT();
  const n = useNumerals();
  const districtName = useDistrictName();
  const { quote, district } = delivery;
  return (
    <div data-testid="delivery-line" className="grid gap-1 text-sm">
      <p className="flex justify-between gap-3">
        <span>{district ? t('delivery.chargeTo', { district: districtName(district) }) : t('delivery.charge')}</span>
        <span className="text-right font-semibold" data-testid="delivery-charge">
          {delivery.free ? (
            <span className="text-green-800">{t('delivery.free')}</span>
          ) : quote ? (
            quote.shippingPrice === 0 ? (
              t('checkout.free')
            ) : (
              n.taka(quote.shippingPrice)
            )
          ) : (
            t('delivery.bothCharges', {
              local: n.taka(delivery.localPrice),
              district: districtName(delivery.shopDistrict),
              elsewhere: n.taka(delivery.elsewherePrice),
            })
          )}
        </span>
      </p>
      {hint && <FreeDeliveryHint delivery={delivery} />}
    </div>
  );
}

/** How much more the items must cost for free delivery; nothing once it is free. */
export function FreeDeliveryHint({ delivery }: { delivery: DeliveryQuote }) {
  const t = useT();
  const n = useNumerals();
  if (delivery.free) return null;
  // The rule is "over" the threshold: at exactly the threshold, say the rule rather than "more than ৳0".
  return (
    <p className="text-amber-900" data-testid="free-delivery-hint">
      {delivery.shortOfFree > 0
        ? t('delivery.addMore', { amount: n.taka(delivery.shortOfFree) })
        : t('delivery.freeOver', { amount: n.taka(delivery.freeOver) })}
    </p>
  );
}
