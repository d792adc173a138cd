import { Form, useNavigation } from 'react-router';
import { TICKET_LIMITS, type TicketKind } from '~/modules/support/constants.ts';
import type { FormFailure } from '~/web/lib/forms.ts';
import { useT } from '~/web/i18n/use-t.ts';
import { Alert } from './alert.tsx';
import { Field, HoneypotField, SubmitButton, TextAreaField } from './field.tsx';

// A Bangladeshi mobile number as people type it (01712-345678, +880 1712 345678); the server decides.
const PHONE_PATTERN = '[+0-9 \\-]{11,20}';

/**
 * The Complain and Service Support Request forms (docs/requirements/content-pages.md §2, §3): a plain form post to
 * /home/saveTask with the spec's field names, so it works before JavaScript loads. The browser's
 * checks mirror the server's, which decides and answers each field's problem beside it.
 */
export function SupportForm({ kind, failure }: { kind: TicketKind; failure?: FormFailure }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = failure?.values ?? {};
  const errors = failure?.errors ?? {};
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="mb-2 text-2xl font-bold">{kind === 'service' ? t('support.serviceHeading') : t('support.complainHeading')}</h1>
      <p className="mb-4 text-slate-700">{t('support.intro')}</p>
      {failure?.message && <Alert tone="danger">{failure.message}</Alert>}
      <Form method="post" action="/home/saveTask" className="rounded border border-slate-200 bg-white p-6">
        <input type="hidden" name="kind" value={kind} />
        <Field label={t('support.name')} name="name" required maxLength={TICKET_LIMITS.name} autoComplete="name" defaultValue={values.name} error={errors.name} />
        <Field
          label={t('support.phone')}
          name="phone"
          type="tel"
          required
          maxLength={TICKET_LIMITS.phone}
          pattern={PHONE_PATTERN}
          title={t('support.phoneHint')}
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
        />
        <Field label={t('support.email')} name="email" type="email" maxLength={TICKET_LIMITS.email} autoComplete="email" defaultValue={values.email} error={errors.email} />
        {kind === 'service' && (
          <Field label={t('support.invoice')} name="field.1" required maxLength={TICKET_LIMITS.invoiceNumber} defaultValue={values['field.1']} error={errors['field.1']} />
        )}
        <Field label={t('support.subject')} name="title" required maxLength={TICKET_LIMITS.title} defaultValue={values.title} error={errors.title} />
        <TextAreaField label={t('support.details')} name="description" required rows={6} maxLength={TICKET_LIMITS.description} defaultValue={values.description} error={errors.description} />
        <HoneypotField />
        <SubmitButton busy={busy}>{t('support.submit')}</SubmitButton>
      </Form>
    </section>
  );
}
