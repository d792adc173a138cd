import { NoticeFormSchema, NoticeIdSchema } from '~/modules/merchandising/contracts.ts';
import { createNotice, getNotice, updateNotice } from '~/modules/merchandising/index.ts';
import { MerchandisingForm, merchandisingListPath } from '~/web/components/admin/merchandising.tsx';
import { recordToEdit, saveRecord } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/notice-edit';

// One module for creating and editing: the same fields, Save or Update.

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? 'Edit Notice' : 'Create Notice');

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  // docs/requirements/core-shop.md §2: the edit screen loads the notice by id.
  return { item: await recordToEdit(context.db, NoticeIdSchema, params.id, getNotice) };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  return saveRecord(request, context, NoticeFormSchema, {
    idSchema: NoticeIdSchema,
    id: params.id,
    // A new notice shows at once.
    create: (db, cache, input) => createNotice(db, cache, { ...input, isActive: true }),
    update: updateNotice,
    // docs/requirements/core-shop.md §4: on create or update success, back to the list.
    next: merchandisingListPath('notice'),
  });
});

export default function NoticeEdit({ loaderData: { item }, actionData }: Route.ComponentProps) {
  return <MerchandisingForm kind="notice" item={item} failure={actionData} />;
}
