import { Form, useNavigation } from 'react-router';
import { listMyOrders } from '~/modules/orders/service.ts';
import {
  MAX_EMAIL_LENGTH,
  MIN_PASSWORD_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  ProfileFormSchema,
} from '~/modules/users/contracts.ts';
import { updateProfile } from '~/modules/users/service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, SubmitButton } from '~/web/components/field.tsx';
import { DetailsLink, StatusBadge, useOrderColumns } from '~/web/components/order-parts.tsx';
import { PagedTable } from '~/web/components/paged-table.tsx';
import { SavedBuilds } from '~/web/components/pc-builder/saved-builds.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { listSavedBuilds } from '~/modules/pcbuilder/service.ts';
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
  const errors = failed?.errors ?? {};
  return (
    <section className="grid grid-cols-1 gap-8 lg:grid-cols-[24rem_minmax(0,1fr)]">
      <div>
        <h1 className="mb-4 text-2xl font-bold">{t('account.profile')}</h1>
        {actionData && 'ok' in actionData && <Alert tone="success">{t('account.profileUpdated')}</Alert>}
        {failed && <Alert tone="danger">{failed.message}</Alert>}
        {/* key: refill the fields from the saved account after each save */}
        <Form method="post" key={`${user.name}|${user.email}`} className="rounded border border-slate-200 bg-white p-6">
          <Field
            label={t('account.name')}
            name="name"
            autoComplete="name"
            required
            maxLength={MAX_NAME_LENGTH}
            defaultValue={failed?.values?.name ?? user.name}
            error={errors.name}
          />
          {user.phone && (
            <p className="mb-4 text-sm">
              <strong>{t('account.mobileNumber')}:</strong> {n.digits(displayBdMobile(user.phone))}
              {!user.email && <span className="mt-1 block text-slate-600">{t('account.addEmailHint')}</span>}
            </p>
          )}
          <Field
            label={t('account.email')}
            name="email"
            type="email"
            autoComplete="email"
            required={Boolean(user.email)}
            maxLength={MAX_EMAIL_LENGTH}
            defaultValue={failed?.values?.email ?? user.email}
            error={errors.email}
          />
          <Field
            label={t('account.newPassword')}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={MAX_PASSWORD_LENGTH}
            error={errors.password}
          />
          <Field
            label={t('account.confirmPassword')}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            maxLength={MAX_PASSWORD_LENGTH}
            error={errors.confirmPassword}
          />
          <Field
            label={t('account.currentPassword')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={MAX_PASSWORD_LENGTH}
            error={errors.currentPassword}
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

/** core-shop.md §2: My Orders (name, quantity, date, total, paid, delivered, Details). */
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
                {order.itemNames.join(', ')} {order.isCancelled && <StatusBadge status="cancelled" />}
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
