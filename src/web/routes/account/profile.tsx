import { Form, useNavigation } from 'react-router';
import { listMyOrders } from '~/modules/orders/index.ts';
import { ProfileFormSchema } from '~/modules/users/contracts.ts';
import { updateProfile } from '~/modules/users/index.ts';
import { accountFields } from '~/web/components/account-fields.ts';
import { Alert } from '~/web/components/alert.tsx';
import { SubmitButton } from '~/web/components/field.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
import { DetailsLink, StatusBadge, useOrderColumns } from '~/web/components/order-parts.tsx';
import { PagedTable } from '~/web/components/paged-table.tsx';
import { SavedBuilds } from '~/web/components/pc-builder/saved-builds.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { listSavedBuilds } from '~/modules/pcbuilder/index.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { requireUser } from '~/web/lib/session.server.ts';
import { displayBdMobile } from '~/platform/phone.ts';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => [{ title: 'Profile | Haat' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const [orders, builds] = await Promise.all([listMyOrders(context.db, user.id), listSavedBuilds(context.db, user.id)]);
  return { user, orders, builds };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  // An account made by mobile number may leave its e-mail empty: nothing to change then (ADR 036).
  const noEmail = !user.email && !(await request.clone().formData()).get('email');
  // An empty new password keeps the current one (the schema turns "" into "unchanged").
  return submitForm(
    request,
    ProfileFormSchema,
    async ({ confirmPassword: _, ...input }) => {
      const updated = await updateProfile(context.auth, user.id, context.sessionId!, input);
      return { ok: true as const, user: updated };
    },
    noEmail ? { email: undefined } : {},
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const user = actionData && 'ok' in actionData ? actionData.user : loaderData.user;
  const failed = actionData && 'message' in actionData ? actionData : undefined;
  return (
    <section className="grid grid-cols-1 gap-8 lg:grid-cols-[24rem_minmax(0,1fr)]">
      <div>
        <h1 className="mb-4 text-2xl font-bold">{t('account.profile')}</h1>
        {actionData && 'ok' in actionData && <Alert tone="success">{t('account.profileUpdated')}</Alert>}
        {failed && <Alert tone="danger">{failed.message}</Alert>}
        {/* key: refill the fields from the saved account after each save */}
        <Form method="post" key={`${user.name}|${user.email}`} className="rounded border border-slate-200 bg-white p-6">
          <FieldRows failure={failed} fields={[accountFields.name(t('account.name'), { stored: user.name })]} />
          {user.phone && (
            <p className="mb-4 text-sm">
              <strong>{t('account.mobileNumber')}:</strong> {n.digits(displayBdMobile(user.phone))}
              {!user.email && <span className="mt-1 block text-slate-600">{t('account.addEmailHint')}</span>}
            </p>
          )}
          <FieldRows
            failure={failed}
            fields={[
              accountFields.email(t('account.email'), { required: Boolean(user.email), stored: user.email }),
              accountFields.newPassword(t('account.newPassword'), { required: false }),
              accountFields.confirmPassword(t('account.confirmPassword'), { required: false }),
              accountFields.currentPassword(t('account.currentPassword'), { name: 'currentPassword', required: false }),
            ]}
          />
          <SubmitButton busy={busy}>{t('account.update')}</SubmitButton>
        </Form>
      </div>
      <div className="grid grid-cols-1 gap-8">
        <MyOrders orders={loaderData.orders} />
        <SavedBuilds builds={loaderData.builds} />
      </div>
    </section>
  );
}

/** docs/requirements/core-shop.md §2: My Orders (name, quantity, date, total, paid, delivered, Details). */
function MyOrders({ orders }: { orders: Route.ComponentProps['loaderData']['orders'] }) {
  const t = useT();
  const n = useNumerals();
  const orderColumns = useOrderColumns<(typeof orders)[number]>();
  return (
    <div>
      <h2 className="mb-4 text-2xl font-bold">{t('profile.myOrders')}</h2>
      <PagedTable
        rows={orders}
        rowKey={(order) => order.id}
        label={t('profile.myOrders')}
        alignTop
        empty={<p className="text-slate-600">{t('profile.noOrders')}</p>}
        columns={[
          {
            heading: t('orders.name'),
            cell: (order) => (
              <>
                {order.itemNames.join(', ')} <StatusBadge status={order.status} />
              </>
            ),
          },
          { heading: t('orders.quantity'), cell: (order) => n.number(order.totalQty) },
          ...orderColumns,
          { heading: t('order.details'), hidden: true, cell: (order) => <DetailsLink orderId={order.id} /> },
        ]}
      />
    </div>
  );
}
