import { Form, useNavigation } from 'react-router';
import { MAX_ORDER_NUMBER_LENGTH } from '~/modules/orders/constants.ts';
import { TrackQuerySchema } from '~/modules/orders/contracts.ts';
import { trackOrder, type TrackedOrder } from '~/modules/orders/index.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, MobileNumberField, SubmitButton } from '~/web/components/field.tsx';
import { DeliveryLabel, OrderHistory, ShipmentLine, StatusBadge } from '~/web/components/order-parts.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { failure, parseQuery } from '~/web/lib/forms.server.ts';
import type { FormFailure } from '~/web/lib/forms.ts';
import type { Route } from './+types/track';

export const meta: Route.MetaFunction = () => [{ title: 'Track Your Order | Haat' }, { name: 'robots', content: 'noindex' }];

type Tracked = { order: TrackedOrder };

/**
 * `/track?order=N&phone=P` (the link of the confirmation SMS, or the form below): an order's
 * status and history for whoever knows its number and mobile number, without signing in.
 * Rate limited; an unknown order and a wrong number get the same answer (404).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!url.searchParams.has('order') && !url.searchParams.has('phone')) return {};
  const parsed = await parseQuery(request, TrackQuerySchema);
  if (!parsed.ok) return parsed.failure;
  try {
    return { order: await trackOrder({ db: context.db, limiter: context.auth.limiter }, parsed.data, context.clientIp) } satisfies Tracked;
  } catch (error) {
    return failure(request, error, parsed.values);
  }
}

export default function Track({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'loading';
  const found = 'order' in loaderData ? (loaderData as Tracked).order : undefined;
  const failed = 'message' in loaderData ? (loaderData as FormFailure) : undefined;
  return (
    <section className="mx-auto max-w-xl">
      <h1 className="mb-2 text-2xl font-bold">{t('track.title')}</h1>
      <p className="mb-4 text-sm text-slate-600">{t('track.intro')}</p>
      {failed && <Alert tone="danger">{failed.message}</Alert>}
      <Form method="get" className="mb-6 rounded border border-slate-200 bg-white p-6">
        <Field
          label={t('track.orderNumber')}
          name="order"
          inputMode="numeric"
          required
          maxLength={MAX_ORDER_NUMBER_LENGTH}
          placeholder={n.digits('100123')}
          defaultValue={failed?.values?.order ?? (found ? n.number(found.number) : undefined)}
          error={failed?.errors?.order}
        />
        <MobileNumberField
          label={t('account.mobileNumber')}
          placeholder={n.digits('01712-345678')}
          defaultValue={failed?.values?.phone}
          error={failed?.errors?.phone}
        />
        <SubmitButton busy={busy}>{t('track.submit')}</SubmitButton>
      </Form>
      {found && (
        <article aria-label={t('order.title', { number: found.number })} className="rounded border border-slate-200 bg-white p-4">
          <h2 className="mb-2 text-lg font-semibold">
            {t('order.title', { number: found.number })} <StatusBadge status={found.status} />
          </h2>
          <p className="mb-3 text-sm text-slate-600">
            {t('track.placedOn', { date: n.date(found.createdAt) })} · {n.taka(found.totalPrice)} · {found.paymentMethod}
          </p>
          <div className="mb-3 text-sm">
            <DeliveryLabel delivery={found.delivery} pickupOutlet={found.pickupOutlet} />
            <ShipmentLine shipment={found.shipment} />
          </div>
          <ul className="mb-4 list-disc pl-5 text-sm">
            {found.orderItems.map((line, i) => (
              <li key={i}>
                {n.number(line.qty)} × {line.name}
              </li>
            ))}
          </ul>
          <h3 className="mb-1 font-semibold">{t('order.history')}</h3>
          <OrderHistory history={found.history} />
        </article>
      )}
    </section>
  );
}
