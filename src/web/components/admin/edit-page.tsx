import { Form, Link, useNavigation } from 'react-router';
import { Alert } from '~/web/components/alert.tsx';
import { SubmitButton } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import type { FormFailure } from '~/web/lib/forms.ts';

// Whole class names, so the style scan finds them.
const WIDTHS = { md: 'max-w-md', xl: 'max-w-xl', '3xl': 'max-w-3xl', '4xl': 'max-w-4xl' } as const;

/**
 * An admin edit screen: Go Back to `back`, the heading (with a line under it when `subheading`
 * is given), `before` (a link to the live page), what a failed save answered, then one form of
 * `children` ending in its submit button (`submit` may read whether the form is being sent), then
 * `after` (what the record holds: a category's sub-categories).
 */
export function EditPage({
  back,
  heading,
  subheading,
  before,
  after,
  width = 'xl',
  failure,
  formKey,
  submit,
  children,
}: {
  back: string;
  heading: React.ReactNode;
  subheading?: string;
  before?: React.ReactNode;
  after?: React.ReactNode;
  width?: keyof typeof WIDTHS;
  failure?: FormFailure;
  /** A new key gives the form fresh fields (another record, or values just saved). */
  formKey?: string;
  submit: React.ReactNode | ((busy: boolean) => React.ReactNode);
  children: React.ReactNode;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className={`mx-auto ${WIDTHS[width]}`}>
      <Link to={back} className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className={`${subheading ? 'mt-4' : 'my-4'} text-2xl font-bold`}>{heading}</h1>
      {subheading && <p className="mb-4 text-slate-600">{subheading}</p>}
      {before}
      {failure?.message && <Alert tone="danger">{failure.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6" key={formKey}>
        {children}
        <SubmitButton busy={busy}>{typeof submit === 'function' ? submit(busy) : submit}</SubmitButton>
      </Form>
      {after}
    </section>
  );
}

/** Under a slug field: how a slug is made, and the former slugs that still lead to the page. */
export function SlugHint({ formerSlugs = [] }: { formerSlugs?: readonly string[] }) {
  const t = useT();
  return (
    <>
      {t('structure.slugHint')}
      {formerSlugs.length > 0 && <> {t('structure.formerSlugs', { slugs: formerSlugs.join(', ') })}</>}
    </>
  );
}
