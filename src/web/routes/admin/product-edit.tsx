import { useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { getProductForEdit, listProductChoices, updateProduct } from '~/modules/catalog/index.ts';
import { AVAILABILITIES, FONT_CATEGORIES, MAX_ADDITIONAL_IMAGES, MAX_FEATURE_LENGTH, MAX_PRODUCT_NAME_LENGTH, MAX_SLUG_PARAM_LENGTH, MAX_SPECIFICATION_GROUPS, ProductFormSchema, slugParam } from '~/modules/catalog/contracts.ts';
import { toTaka } from '~/platform/money.ts';
import { Alert } from '~/web/components/alert.tsx';
import { ImageField, ImageListField } from '~/web/components/admin/image-field.tsx';
import { RichTextEditor } from '~/web/components/admin/rich-text-editor.tsx';
import { SpecificationEditor } from '~/web/components/admin/specification-editor.tsx';
import { SelectField, SubmitButton } from '~/web/components/field.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import type { FormFailure } from '~/web/lib/forms.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/product-edit';

// docs/requirements/core-shop.md §5: an update without a session says so (the page itself sends visitors to /login).
const NO_TOKEN = 'No authentication token found. Please log in again.';

export const meta: Route.MetaFunction = () => adminMeta('Edit Product');

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  const [product, choices] = await Promise.all([
    orNotFound(getProductForEdit(context.db, pathParam(slugParam(), params.slug))),
    listProductChoices(context.db),
  ]);
  return { product, choices };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  const slug = pathParam(slugParam(), params.slug);
  return submitForm(request, ProductFormSchema, async (input) => {
    await updateProduct(context.db, context.cache, slug, input);
    return redirect('/admin/productlist?done=updated');
  });
}, { signedOut: () => data<FormFailure>({ message: NO_TOKEN }, { status: 401 }) });

const AVAILABILITY_LABELS: Record<(typeof AVAILABILITIES)[number], MessageKey> = {
  in_stock: 'adminProduct.inStock',
  pre_order: 'adminProduct.preOrder',
  up_coming: 'adminProduct.upComing',
};
// The editor's font families are proper names, shown as they are.
const FONT_LABELS: Partial<Record<(typeof FONT_CATEGORIES)[number], MessageKey>> = {
  '': 'editor.default',
  sans: 'adminProduct.fontSans',
  serif: 'adminProduct.fontSerif',
  mono: 'adminProduct.fontMono',
};

export default function ProductEdit({ loaderData: { product, choices }, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  const value = (name: string, current: string) => values?.[name] ?? current;
  const [categoryId, setCategoryId] = useState(value('category', product.categoryId));
  const subCategories = choices.categories.find((c) => c.id === categoryId)?.subCategories ?? [];
  const json = <T,>(name: string, current: T): T => {
    try {
      return values?.[name] ? (JSON.parse(values[name]) as T) : current;
    } catch {
      return current;
    }
  };
  return (
    <section className="mx-auto max-w-3xl">
      <Link to="/admin/productlist" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{t('adminProduct.editProduct')}</h1>
      {navigation.state === 'loading' && (
        <p role="status" className="mb-2 flex items-center gap-2 text-sm text-slate-600">
          <span
            aria-hidden="true"
            className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
          {t('adminProduct.loading')}
        </p>
      )}
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <FieldRows
          failure={actionData}
          fields={[
            { label: t('adminProduct.name'), name: 'name', required: true, maxLength: MAX_PRODUCT_NAME_LENGTH, stored: product.name },
            { label: t('adminProduct.slug'), name: 'slug', required: true, maxLength: MAX_SLUG_PARAM_LENGTH, stored: product.slug },
          ]}
        />
        <div className="mb-4">
          <label htmlFor="product-code" className="mb-1 block text-sm font-medium">
            {t('adminProduct.productCode')}
          </label>
          <input
            id="product-code"
            readOnly
            value={product.productCode}
            aria-describedby="product-code-hint"
            className="w-full rounded border border-slate-200 bg-slate-50 px-3 py-2 font-mono"
          />
          <p id="product-code-hint" className="mt-1 text-xs text-slate-500">
            {t('adminProduct.productCodeHint')}
          </p>
        </div>
        <div className="grid gap-x-4 sm:grid-cols-3">
          <FieldRows
            failure={actionData}
            fields={[
              { label: t('adminProduct.priceTaka'), name: 'price', inputMode: 'decimal', required: true, stored: n.number(toTaka(product.price)) },
              { label: t('adminProduct.discountTaka'), name: 'discount', inputMode: 'decimal', required: true, stored: n.number(toTaka(product.ownDiscount)) },
              { label: t('adminProduct.countInStock'), name: 'countInStock', inputMode: 'numeric', required: true, stored: n.number(product.countInStock) },
            ]}
          />
        </div>
        <FieldRows failure={actionData} fields={[{ label: t('adminProduct.keyFeatures'), name: 'feature', lines: 4, maxLength: MAX_FEATURE_LENGTH, stored: product.feature }]} />
        <RichTextEditor
          name="description"
          label={t('adminProduct.description')}
          defaultValue={value('description', product.description)}
          error={errors.description}
        />
        <ImageField
          name="image"
          label={t('adminProduct.image')}
          defaultValue={value('image', product.image)}
          error={errors.image}
        />
        <input type="hidden" name="imagePreview" value={value('imagePreview', product.imagePreview)} />
        <ImageListField
          name="additionalImages"
          label={t('adminProduct.additionalImages')}
          defaultValue={json('additionalImages', product.additionalImages)}
          error={errors.additionalImages}
          max={MAX_ADDITIONAL_IMAGES}
        />
        <div className="grid gap-x-4 sm:grid-cols-3">
          <SelectField
            label={t('adminProduct.category')}
            name="category"
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
            error={errors.category}
          >
            {choices.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('adminProduct.subCategory')}
            name="subCategory"
            key={categoryId}
            defaultValue={categoryId === product.categoryId ? value('subCategory', product.subCategoryId ?? '') : ''}
            error={errors.subCategory}
          >
            <option value="">{t('adminProduct.none')}</option>
            {subCategories.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <FieldRows
            failure={actionData}
            fields={[{ label: t('adminProduct.brand'), name: 'brand', stored: product.brandId, options: choices.brands.map((b) => ({ value: b.id, label: b.name })) }]}
          />
        </div>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FieldRows
            failure={actionData}
            fields={[
              { label: t('adminProduct.availability'), name: 'availability', stored: product.availability, options: AVAILABILITIES.map((a) => ({ value: a, label: t(AVAILABILITY_LABELS[a]) })) },
              {
                label: t('adminProduct.nameFont'),
                name: 'fontCategory',
                stored: product.fontCategory,
                options: FONT_CATEGORIES.map((f) => ({ value: f, label: FONT_LABELS[f] ? t(FONT_LABELS[f]) : f })),
              },
            ]}
          />
        </div>
        <fieldset className="mb-4 flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium">{t('adminProduct.nameStyle')}</legend>
          {(
            [
              ['isBold', 'editor.bold', product.isBold],
              ['isItalic', 'editor.italic', product.isItalic],
              ['isUnderline', 'editor.underline', product.isUnderline],
            ] as const
          ).map(([name, label, current]) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={name} defaultChecked={values ? values[name] === 'on' : current} />
              {t(label)}
            </label>
          ))}
        </fieldset>
        <SpecificationEditor
          name="specifications"
          defaultValue={json('specifications', product.specifications)}
          error={errors.specifications}
          maxGroups={MAX_SPECIFICATION_GROUPS}
        />
        <SubmitButton busy={busy}>{busy ? t('adminProduct.updating') : t('account.update')}</SubmitButton>
      </Form>
    </section>
  );
}
