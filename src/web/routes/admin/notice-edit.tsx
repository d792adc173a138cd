import { Form, Link, redirect, useNavigation } from 'react-router';
import {
  MAX_NOTICE_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  NoticeFormSchema,
  NoticeIdSchema,
} from '~/modules/merchandising/contracts.ts';
import { createNotice, getNotice, updateNotice } from '~/modules/merchandising/service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, SubmitButton, TextAreaField } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { requireAdmin } from '~/web/lib/session.server.ts';
import type { Route } from './+types/notice-edit';

// One module for /admin/notice/create/ and /admin/notice/edit/{id}: Title, Description, Save or Update.

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? 'Edit Notice' : 'Create Notice'} | Admin | Haat` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { notice: params.id ? await orNotFound(getNotice(context.db, pathParam(NoticeIdSchema, params.id))) : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  const id = params.id ? pathParam(NoticeIdSchema, params.id) : null;
  return submitForm(request, NoticeFormSchema, async (input) => {
    if (id) await updateNotice(context.db, context.cache, id, input);
    else await createNotice(context.db, context.cache, { ...input, isActive: true });
    return redirect('/admin/notice/list');
  });
}

export default function NoticeEdit({ loaderData: { notice }, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-xl">
      <Link to="/admin/notice/list" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{notice ? t('admin.editNotice') : t('admin.createNoticeHeading')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field
          label={t('admin.title')}
          name="title"
          required
          maxLength={MAX_TITLE_LENGTH}
          defaultValue={values?.title ?? notice?.title}
          error={errors.title}
        />
        <TextAreaField
          label={t('admin.description')}
          name="description"
          maxLength={MAX_NOTICE_DESCRIPTION_LENGTH}
          defaultValue={values?.description ?? notice?.description}
          error={errors.description}
        />
        <SubmitButton busy={busy}>{notice ? t('admin.update') : t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
