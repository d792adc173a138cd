import { useState } from 'react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import {
  MAX_OFFER_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  OfferFormSchema,
  OfferIdSchema,
} from '~/modules/merchandising/contracts.ts';
import { createOffer, getOffer, updateOffer } from '~/modules/merchandising/service.ts';
import { MAX_IMAGE_PATH_LENGTH } from '~/platform/fields.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, SubmitButton, TextAreaField } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { requireAdmin } from '~/web/lib/session.server.ts';
import type { Route } from './+types/offer-edit';

// One module for /admin/offer/create/ and /admin/offer/{id}/edit: the same fields, Save or Update.

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? 'Edit Offer' : 'Create Offer'} | Admin | Haat` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  // core-shop.md §2: the edit screen loads the offer by id.
  return { offer: params.id ? await orNotFound(getOffer(context.db, pathParam(OfferIdSchema, params.id))) : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  const id = params.id ? pathParam(OfferIdSchema, params.id) : null;
  return submitForm(request, OfferFormSchema, async (input) => {
    if (id) await updateOffer(context.db, context.cache, id, input);
    else await createOffer(context.db, context.cache, { ...input, isActive: true });
    // core-shop.md §4: on create or update success, back to the list.
    return redirect('/admin/offerslist');
  });
}

export default function OfferEdit({ loaderData: { offer }, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  const [imageUrl, setImageUrl] = useState(values?.imageUrl ?? offer?.imageUrl ?? '');
  return (
    <section className="mx-auto max-w-xl">
      <Link to="/admin/offerslist" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{offer ? t('admin.editOffer') : t('admin.createOffer')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field
          label={t('admin.title')}
          name="title"
          required
          maxLength={MAX_TITLE_LENGTH}
          defaultValue={values?.title ?? offer?.title}
          error={errors.title}
        />
        <TextAreaField
          label={t('admin.description')}
          name="description"
          maxLength={MAX_OFFER_DESCRIPTION_LENGTH}
          defaultValue={values?.description ?? offer?.description}
          error={errors.description}
        />
        <Field
          label={t('admin.imageUrl')}
          name="imageUrl"
          maxLength={MAX_IMAGE_PATH_LENGTH}
          value={imageUrl}
          onChange={(event) => setImageUrl(event.target.value)}
          placeholder="/uploads/…"
          error={errors.imageUrl}
        />
        <p className="-mt-3 mb-4 text-xs text-slate-500">{t('admin.imageHint')}</p>
        {imageUrl.startsWith('/uploads/') && (
          <figure className="mb-4">
            {/* core-shop.md §9: the form previews the banner at 140×90. */}
            <img
              src={imageUrl}
              alt={t('admin.preview')}
              width={140}
              height={90}
              className="h-[90px] w-[140px] rounded border border-slate-200 object-cover"
            />
          </figure>
        )}
        <SubmitButton busy={busy}>{offer ? t('admin.update') : t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
