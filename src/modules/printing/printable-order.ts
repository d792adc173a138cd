import type { Order } from '~/modules/orders/contracts.ts';
import { amountToCollect } from '~/modules/orders/constants.ts';
import type { ShopSettings } from '~/modules/settings/index.ts';
import { localText } from '~/platform/local-text.ts';
import type { PrintableOrder } from './documents.ts';
import type { Lang } from './words.ts';

export type PrintableShop = PrintableOrder['shop'];

/** The shop as a printed page in `lang` names it: the Bengali address on Bengali pages where an admin wrote one. */
export function printableShop(
  settings: Pick<ShopSettings, 'shopName' | 'phone' | 'email' | 'address' | 'addressBn'>,
  lang: Lang,
): PrintableShop {
  return {
    name: settings.shopName,
    phone: settings.phone,
    address: localText(settings.address, settings.addressBn, lang),
    email: settings.email,
  };
}

/** An order as the invoice and the label print it; `trackUrl` is its tracking address (the QR code's content). */
export function printableOrder(order: Order, shop: PrintableShop, lang: Lang, trackUrl: string): PrintableOrder {
  const { shippingAddress: to, pickupOutlet: outlet } = order;
  return {
    shop,
    orderNumber: order.number,
    placedAt: order.createdAt,
    customer: {
      name: order.user.name,
      phone: to.phone,
      address: `${to.address}, ${to.city} ${to.postalCode}`,
      district: to.district ?? '',
    },
    items: order.orderItems.map((line) => ({
      name: line.name,
      qty: line.qty,
      unitPrice: line.price,
      lineTotal: line.price * line.qty,
    })),
    itemsTotal: order.itemsPrice,
    deliveryFee: order.shippingPrice,
    tax: order.taxPrice,
    total: order.totalPrice,
    deliveryOption: order.delivery,
    pickupOutlet: outlet ? `${localText(outlet.name, outlet.nameBn, lang)}, ${localText(outlet.address, outlet.addressBn, lang)}` : null,
    amountToCollect: amountToCollect(order),
    isPaid: order.isPaid,
    trackUrl,
  };
}
