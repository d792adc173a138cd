import { OutletIdSchema, OutletInputSchema } from '~/modules/directory/contracts.ts';
import { OUTLET_LIMITS } from '~/modules/directory/constants.ts';
import { createOutlet, getOutlet, updateOutlet } from '~/modules/directory/index.ts';
import { EditPage } from '~/web/components/admin/edit-page.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { recordToEdit, saveRecord } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/outlet-edit';

// One module for /admin/outlets/new and /admin/outlets/{id}: the same fields, Save or Update.

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? 'Edit Outlet' : 'Add Outlet');

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { outlet: await recordToEdit(context.db, OutletIdSchema, params.id, getOutlet) };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  return saveRecord(request, context, OutletInputSchema, { idSchema: OutletIdSchema, id: params.id, create: createOutlet, update: updateOutlet, next: '/admin/outlets?saved=1' });
});

export default function OutletEdit({ loaderData: { outlet }, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <EditPage back="/admin/outlets" heading={outlet ? t('admin.editOutlet') : t('admin.addOutlet')} failure={actionData} submit={outlet ? t('admin.update') : t('admin.save')}>
      <FieldRows
        failure={actionData}
        fields={[
          { label: t('admin.outletName'), name: 'name', required: true, maxLength: OUTLET_LIMITS.name, stored: outlet?.name },
          { label: t('admin.outletAddress'), name: 'address', required: true, maxLength: OUTLET_LIMITS.address, stored: outlet?.address },
          { label: t('admin.branchNameBn'), name: 'nameBn', lang: 'bn', maxLength: OUTLET_LIMITS.name, stored: outlet?.nameBn ?? '' },
          { label: t('admin.outletAddressBn'), name: 'addressBn', lang: 'bn', maxLength: OUTLET_LIMITS.address, stored: outlet?.addressBn ?? '', hint: t('admin.bengaliHint') },
          { label: t('admin.outletPhone'), name: 'phone', type: 'tel', required: true, maxLength: OUTLET_LIMITS.phone, stored: outlet?.phone },
          { label: t('admin.outletMap'), name: 'mapUrl', type: 'url', maxLength: OUTLET_LIMITS.mapUrl, placeholder: 'https://www.openstreetmap.org/…', stored: outlet?.mapUrl },
        ]}
      />
    </EditPage>
  );
}
