import { Form, useNavigation } from 'react-router';
import { MAX_ORDER_NOTE_LENGTH, MAX_REFUND_REFERENCE_LENGTH, MAX_RETURN_REASON_LENGTH, REFUND_METHODS, returnWorth } from '~/modules/orders/constants.ts';
import type { Order } from '~/modules/orders/contracts.ts';
import { toTaka } from '~/platform/money.ts';
import { Field, SelectField, SubmitButton, TextAreaField } from '~/web/components/field.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';

type Returned = Pick<Order, 'id' | 'orderItems' | 'orderReturn'>;

/**
 * An order's return (the seed's refund policy): the customer asks within the window (`until`,
 * from the loader), then sees where it stands; an admin approves or refuses it, then records the
 * units received with the refund. The server decides; this shows what it allows.
 */
export function ReturnPanel({
  order,
  isAdmin,
  until,
  action,
}: {
  order: Returned;
  isAdmin: boolean;
  until: Date | null;
  action: string;
}) {
  const t = useT();
  const current = order.orderReturn;
  const canAsk = !isAdmin && until !== null && (!current || current.state === 'refused');
  if (!current && !canAsk) return null;
  return (
    <section aria-labelledby="return-title" className="rounded border border-slate-200 bg-white p-4 print:hidden">
      <h2 id="return-title" className="mb-2 text-lg font-semibold">
        {t('return.title')}
      </h2>
      {current && <ReturnState order={order} />}
      {isAdmin && current?.state === 'requested' && <DecideForm id={order.id} action={action} />}
      {isAdmin && current?.state === 'approved' && <RefundForm order={order} action={action} />}
      {canAsk && <AskForm order={order} until={until} action={action} />}
    </section>
  );
}

function ReturnState({ order }: { order: Returned }) {
  const t = useT();
  const n = useNumerals();
  const current = order.orderReturn!;
  return (
    <div className="mb-3 grid gap-1 text-sm">
      <p className="font-semibold">{t(`return.state.${current.state}`)}</p>
      <ul className="list-disc pl-5">
        {current.lines.map(({ line, qty }) => (
          <li key={line}>
            {n.number(qty)} × {order.orderItems[line - 1]?.name}
          </li>
        ))}
      </ul>
      <p className="wrap-anywhere whitespace-pre-line">
        <strong>{t('return.reasonGiven')}:</strong> {current.reason}
      </p>
      {current.decisionNote && (
        <p className="wrap-anywhere whitespace-pre-line">
          <strong>{t('return.shopNote')}:</strong> {current.decisionNote}
        </p>
      )}
      {current.refund && (
        <>
          <p>
            {t('return.refund', { amount: n.taka(current.refund.amount), method: t(`refund.method.${current.refund.method}`) })}
          </p>
          {current.refund.charges > 0 && <p>{t('return.charges', { amount: n.taka(current.refund.charges) })}</p>}
          {current.refund.reference && (
            <p className="wrap-anywhere">
              {t('return.reference')}: {current.refund.reference}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** The customer's ask: how many of each line (none by default) and what is wrong. */
function AskForm({ order, until, action }: { order: Returned; until: Date; action: string }) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  return (
    <details>
      <summary className="inline-block cursor-pointer rounded border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50">
        {t('return.ask')}
      </summary>
      <Form method="post" action={action} className="mt-3 grid gap-1">
        <input type="hidden" name="intent" value="return" />
        <input type="hidden" name="id" value={order.id} />
        <p className="mb-2 text-sm text-slate-700">{t('return.until', { date: n.dateTime(until) })}</p>
        {order.orderItems.map((item, i) => (
          <SelectField key={i} label={t('return.qty', { name: item.name })} name={`qty${i + 1}`} defaultValue="0">
            {Array.from({ length: item.qty + 1 }, (_, qty) => (
              <option key={qty} value={qty}>
                {n.number(qty)}
              </option>
            ))}
          </SelectField>
        ))}
        <TextAreaField label={t('return.reason')} name="reason" rows={3} required maxLength={MAX_RETURN_REASON_LENGTH} />
        <SubmitButton busy={busy}>{t('return.submit')}</SubmitButton>
      </Form>
    </details>
  );
}

/** The shop's answer to an asked return, with a word for the customer. */
function DecideForm({ id, action }: { id: string; action: string }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" action={action} className="grid gap-2">
      <input type="hidden" name="intent" value="decide-return" />
      <input type="hidden" name="id" value={id} />
      <TextAreaField label={t('return.decisionNote')} name="note" rows={2} maxLength={MAX_ORDER_NOTE_LENGTH} />
      <div className="grid grid-cols-2 gap-2">
        <button
          type="submit"
          name="decision"
          value="approve"
          disabled={busy}
          className="rounded bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t('return.approve')}
        </button>
        <button
          type="submit"
          name="decision"
          value="refuse"
          disabled={busy}
          className="rounded border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          {t('return.refuse')}
        </button>
      </div>
    </Form>
  );
}

/** The approved return's units arrived: how the refund was paid, how much (what they cost, by default), the charges kept, a reference. */
function RefundForm({ order, action }: { order: Returned; action: string }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const n = useNumerals();
  const worth = returnWorth(order.orderReturn!.lines, order.orderItems);
  return (
    <Form method="post" action={action} className="grid gap-1">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="id" value={order.id} />
      <SelectField label={t('return.method')} name="method" defaultValue="cash">
        {REFUND_METHODS.map((method) => (
          <option key={method} value={method}>
            {t(`refund.method.${method}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('return.amount')}
        name="amount"
        inputMode="decimal"
        required
        defaultValue={n.number(toTaka(worth))}
        maxLength={12}
      />
      <Field label={t('return.chargesField')} name="charges" inputMode="decimal" defaultValue={n.number(0)} maxLength={12} />
      <Field label={t('return.reference')} name="reference" maxLength={MAX_REFUND_REFERENCE_LENGTH} />
      <SubmitButton busy={busy}>{t('return.receive')}</SubmitButton>
    </Form>
  );
}
