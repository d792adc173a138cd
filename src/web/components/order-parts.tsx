import { Form, Link, useNavigation } from 'react-router';
import { districtByKey } from '~/platform/districts.ts';
import { displayBdMobile } from '~/platform/phone.ts';
import { CUSTOMER_CANCELLABLE, type DeliveryOption, MAX_ORDER_NOTE_LENGTH, ORDER_TRANSITIONS, type OrderEventKind, type OrderStatus } from '~/modules/orders/constants.ts';
import type { OrderShipment, PickupOutlet, ShippingAddress } from '~/modules/orders/contracts.ts';
import { MAX_TRACKING_FIELD_LENGTH } from '~/platform/courier.ts';
import { localText } from '~/platform/local-text.ts';
import { useLanguage, useNumerals, useT } from '~/web/i18n/use-t.ts';
import { Field, SelectField, SubmitButton, TextAreaField } from './field.tsx';
import { IntentButton } from './intent-button.tsx';
import type { Column } from './paged-table.tsx';

/** A paid or delivered column: the date, or a red cross (docs/requirements/core-shop.md §2, Admin Orders). */
export function DoneOn({ when, label }: { when: Date | string | null; label: string }) {
  const n = useNumerals();
  if (when) return <span>{n.date(when)}</span>;
  return (
    <span aria-label={label} title={label} className="font-bold text-red-600">
      ✘
    </span>
  );
}

type OrderFigures = { createdAt: Date | string; totalPrice: number; paidAt: Date | string | null; deliveredAt: Date | string | null };

/** The date, total, paid and delivered columns of an order table (My Orders, Admin Orders). */
export function useOrderColumns<Row extends OrderFigures>(): Column<Row>[] {
  const t = useT();
  const n = useNumerals();
  return [
    { heading: t('orders.date'), className: 'whitespace-nowrap', cell: (order) => n.date(order.createdAt) },
    { heading: t('orders.total'), className: 'whitespace-nowrap', cell: (order) => n.taka(order.totalPrice) },
    { heading: t('orders.paid'), className: 'whitespace-nowrap', cell: (order) => <DoneOn when={order.paidAt} label={t('order.notPaid')} /> },
    { heading: t('orders.delivered'), className: 'whitespace-nowrap', cell: (order) => <DoneOn when={order.deliveredAt} label={t('order.notDelivered')} /> },
  ];
}

/** An order's Details link, in the last cell of an order table. */
export function DetailsLink({ orderId }: { orderId: string }) {
  const t = useT();
  return (
    <Link to={`/order/${orderId}`} className="rounded border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
      {t('order.details')}
    </Link>
  );
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  const tone = {
    placed: 'bg-sky-100 text-sky-900',
    confirmed: 'bg-indigo-100 text-indigo-900',
    packed: 'bg-amber-100 text-amber-900',
    shipped: 'bg-orange-100 text-orange-900',
    delivered: 'bg-green-100 text-green-900',
    cancelled: 'bg-slate-200 text-slate-700',
    refused: 'bg-red-100 text-red-900',
    returned: 'bg-slate-200 text-slate-700',
  }[status];
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(`order.status.${status}`)}</span>;
}

/** An order's status history, oldest first, with the shop's notes; `by` names who did each step (staff and the order's own pages only). */
export function OrderHistory({ history }: { history: { kind: OrderEventKind; at: Date | string; by?: string; note: string | null }[] }) {
  const t = useT();
  const n = useNumerals();
  return (
    <ol className="grid gap-1 text-sm">
      {history.map((event, i) => {
        const at = new Date(event.at).toISOString();
        return (
          <li key={i}>
            <time dateTime={at}>{n.dateTime(at)}</time> — {t(`order.event.${event.kind}`)}
            {event.by && <span className="text-slate-600"> {t('order.by', { name: event.by })}</span>}
            {event.note && <p className="ml-4 whitespace-pre-line text-slate-700">{event.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}

/** A shipping address as a courier reads it: lines, district in the page's language, the mobile number. */
export function AddressLines({ address }: { address: ShippingAddress }) {
  const language = useLanguage();
  const n = useNumerals();
  const district = address.district ? districtByKey(address.district) : undefined;
  return (
    <address className="not-italic">
      {address.address}
      <br />
      {address.city} {n.digits(address.postalCode)}
      {district && `, ${district[language]}`}
      <br />
      {address.country}
      <br />
      <a href={`tel:${address.phone}`} className="text-brand-700 hover:underline">
        {n.digits(displayBdMobile(address.phone))}
      </a>
    </address>
  );
}

/** How an order comes: the option, and for a pick-up the outlet it waits at, in the page's language. */
export function DeliveryLabel({ delivery, pickupOutlet }: { delivery: DeliveryOption; pickupOutlet: PickupOutlet | null }) {
  const t = useT();
  const n = useNumerals();
  const language = useLanguage();
  if (!pickupOutlet) return <p>{t(`delivery.option.${delivery}`)}</p>;
  return (
    <p>
      <span className="block">{t('delivery.pickupAt', { outlet: localText(pickupOutlet.name, pickupOutlet.nameBn, language) })}</span>
      <span className="block text-sm text-slate-600">
        {localText(pickupOutlet.address, pickupOutlet.addressBn, language)} ·{' '}
        <a href={`tel:${pickupOutlet.phone}`} className="text-brand-700 hover:underline">
          {n.digits(pickupOutlet.phone)}
        </a>
      </span>
    </p>
  );
}

/**
 * The buttons that change an order (ADR 017): an admin's Confirm, Mark As Paid, Mark As Delivered
 * and, on the order's page, Change status to any state the state machine allows next, with a
 * note; Cancel (the customer's while unpaid and not yet packed; an admin's until shipped, with
 * the reason the customer reads). `action` is the
 * page that handles them (its action validates the intent union); the orders service decides.
 */
export function OrderActions({
  order,
  isAdmin,
  action,
  compact = false,
  courier = null,
}: {
  order: { id: string; isPaid: boolean; status: OrderStatus };
  isAdmin: boolean;
  action: string;
  compact?: boolean;
  /** The courier booked through its API, if the shop set one up (its name). */
  courier?: string | null;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const next = ORDER_TRANSITIONS[order.status];
  const canPay = isAdmin && !order.isPaid && order.status !== 'cancelled' && order.status !== 'refused';
  const canCancel = isAdmin ? next.includes('cancelled') : !order.isPaid && CUSTOMER_CANCELLABLE.includes(order.status);
  if (!canPay && !canCancel && !(isAdmin && next.length > 0)) return null;
  const button = `rounded px-3 py-1.5 text-sm font-semibold disabled:opacity-60 ${compact ? '' : 'w-full'}`;
  return (
    <div className={compact ? 'flex flex-wrap gap-1' : 'mt-4 grid gap-2'}>
      {canPay && (
        <IntentButton intent="pay" value={order.id} action={action} busy={busy} className={`${button} bg-amber-600 text-white hover:bg-amber-700`}>
          {t('order.markPaid')}
        </IntentButton>
      )}
      {isAdmin && next.includes('delivered') && (
        <IntentButton intent="deliver" value={order.id} action={action} busy={busy} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          {t('order.markDelivered')}
        </IntentButton>
      )}
      {isAdmin && next.includes('confirmed') && (
        <IntentButton intent="confirm" value={order.id} action={action} busy={busy} className={`${button} bg-indigo-600 text-white hover:bg-indigo-700`}>
          {t('order.confirm')}
        </IntentButton>
      )}
      {canCancel && isAdmin && <CancelForm id={order.id} action={action} busy={busy} compact={compact} />}
      {canCancel && !isAdmin && (
        <IntentButton
          intent="cancel"
          value={order.id}
          action={action}
          busy={busy}
          className={`${button} border border-red-300 text-red-700 hover:bg-red-50`}
          onSubmit={(event) => {
            if (!window.confirm(t('order.cancelConfirm'))) event.preventDefault();
          }}
        >
          {t('order.cancel')}
        </IntentButton>
      )}
      {isAdmin && !compact && order.status === 'packed' && <ShipForm id={order.id} courier={courier} action={action} busy={busy} />}
      {isAdmin && !compact && next.length > 0 && <MoveForm id={order.id} next={next} action={action} busy={busy} />}
    </div>
  );
}

/** A packed order handed to a courier: typed by hand (any courier), or booked through the courier's API when there is one. */
function ShipForm({ id, courier, action, busy }: { id: string; courier: string | null; action: string; busy: boolean }) {
  const t = useT();
  return (
    <section className="mt-2 grid gap-2 border-t border-slate-200 pt-3">
      <h3 className="font-semibold">{t('shipment.handOver')}</h3>
      {courier && (
        <IntentButton intent="book" value={id} action={action} busy={busy} className="w-full rounded bg-orange-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-orange-700 disabled:opacity-60">
          {t('shipment.book', { courier })}
        </IntentButton>
      )}
      <Form method="post" action={action} className="grid gap-2">
        <input type="hidden" name="intent" value="ship" />
        <input type="hidden" name="id" value={id} />
        <Field label={t('shipment.courier')} name="courierName" required maxLength={MAX_TRACKING_FIELD_LENGTH} />
        <Field label={t('shipment.trackingCode')} name="trackingCode" required maxLength={MAX_TRACKING_FIELD_LENGTH} />
        <Field label={t('shipment.trackingUrl')} name="trackingUrl" type="url" inputMode="url" maxLength={500} />
        <SubmitButton busy={busy}>{t('shipment.markShipped')}</SubmitButton>
      </Form>
    </section>
  );
}

/** Where the parcel is: the courier, the code to quote and its tracking page; to staff also a booking waiting or refused. */
export function ShipmentLine({ shipment, isAdmin = false }: { shipment: OrderShipment | null; isAdmin?: boolean }) {
  const t = useT();
  if (!shipment || (shipment.state !== 'booked' && !isAdmin)) return null;
  if (shipment.state === 'booking') return <p className="text-sm text-amber-800">{t('shipment.booking', { courier: shipment.courier })}</p>;
  if (shipment.state === 'failed') return <p className="text-sm text-red-700">{t('shipment.failed', { courier: shipment.courier, error: shipment.error ?? '' })}</p>;
  return (
    <p className="text-sm">
      <span className="font-semibold">{shipment.courier}</span>
      {shipment.trackingCode && <span> · {t('shipment.code', { code: shipment.trackingCode })}</span>}
      {shipment.trackingUrl && (
        <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="ml-2 text-brand-700 underline">
          {t('shipment.track')}
        </a>
      )}
    </p>
  );
}

/** An admin's Cancel: opened, it asks the reason the customer will read, then cancels. */
function CancelForm({ id, action, busy, compact }: { id: string; action: string; busy: boolean; compact: boolean }) {
  const t = useT();
  return (
    <details className={compact ? 'w-full' : ''}>
      <summary className="inline-block cursor-pointer rounded border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50">{t('order.cancelWithReason')}</summary>
      <Form method="post" action={action} className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="id" value={id} />
        <TextAreaField label={t('order.cancelReason')} name="note" rows={2} required maxLength={MAX_ORDER_NOTE_LENGTH} />
        <button type="submit" disabled={busy} className="rounded bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60">
          {t('order.cancel')}
        </button>
      </Form>
    </details>
  );
}

/** An admin's Change status: the states allowed next, and a note the customer sees on the order and tracking pages. */
function MoveForm({ id, next, action, busy }: { id: string; next: readonly OrderStatus[]; action: string; busy: boolean }) {
  const t = useT();
  return (
    <Form method="post" action={action} className="mt-2 grid gap-2 border-t border-slate-200 pt-3">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      <SelectField label={t('order.moveTo')} name="status" defaultValue={next[0]}>
        {next.map((status) => (
          <option key={status} value={status}>
            {t(`order.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('order.note')} name="note" rows={2} maxLength={MAX_ORDER_NOTE_LENGTH} />
      <SubmitButton busy={busy}>{t('order.move')}</SubmitButton>
    </Form>
  );
}
/** Items, shipping, tax and total, as the server computed them. */
export function Totals({ itemsPrice, shippingPrice, taxPrice, totalPrice }: { itemsPrice: number; shippingPrice: number; taxPrice: number; totalPrice: number }) {
  const t = useT();
  const n = useNumerals();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1">
      <dt>{t('checkout.items')}</dt>
      <dd className="text-right">{n.taka(itemsPrice)}</dd>
      <dt>{t('checkout.shippingPrice')}</dt>
      <dd className="text-right">{shippingPrice === 0 ? t('checkout.free') : n.taka(shippingPrice)}</dd>
      <dt>{t('checkout.tax')}</dt>
      <dd className="text-right">{n.taka(taxPrice)}</dd>
      <dt className="border-t border-slate-200 pt-1 font-bold">{t('checkout.total')}</dt>
      <dd className="border-t border-slate-200 pt-1 text-right text-lg font-bold text-brand-700" data-testid="order-total">
        {n.taka(totalPrice)}
      </dd>
    </dl>
  );
}
