import { useId } from 'react';
import { HONEYPOT_FIELD } from '~/modules/content/constants.ts';
import { MAX_MOBILE_LENGTH } from '~/platform/phone.ts';

type Labelled = { label: string; name: string; error?: string };
type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & Labelled;
type TextAreaFieldProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled;
type SelectFieldProps = React.SelectHTMLAttributes<HTMLSelectElement> & Labelled;

/** The look of every form control, red while the server's message for it stands. */
const controlClass = (error: string | undefined, extra = '') =>
  `w-full rounded border bg-white px-3 py-2 focus:border-brand-600 focus:outline-none ${error ? 'border-red-600' : 'border-slate-300'} ${extra}`.trimEnd();

/** A control with its label above and the server's message for it below, which it names. */
function LabelledControl({
  label,
  error,
  control,
}: {
  label: string;
  error?: string;
  control: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A labelled input; the browser's own checks mirror the server's, which decides. `error` is the
 * server's message for this field (the form's alert announces the first one).
 */
export function Field({ label, error, className, ...input }: FieldProps) {
  return (
    <LabelledControl
      label={label}
      error={error}
      control={(a11y) => <input {...a11y} className={controlClass(error, className)} {...input} />}
    />
  );
}

/** The mobile number one signs in or finds an order by, as the browser's autofill knows it. */
export function MobileNumberField(props: Omit<FieldProps, 'name' | 'type'>) {
  return <Field name="phone" type="tel" inputMode="tel" autoComplete="tel-national" required maxLength={MAX_MOBILE_LENGTH} {...props} />;
}

/** A labelled multi-line input, like Field. */
export function TextAreaField({ label, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledControl
      label={label}
      error={error}
      control={(a11y) => <textarea rows={3} {...a11y} className={controlClass(error, className)} {...textarea} />}
    />
  );
}

/** A labelled drop-down, like Field; its options are its children. */
export function SelectField({ label, error, className, children, ...select }: SelectFieldProps) {
  return (
    <LabelledControl
      label={label}
      error={error}
      control={(a11y) => (
        <select {...a11y} className={controlClass(error, className)} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/** The server's message for one field, under it; the field names it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

export function SubmitButton({ children, busy }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="rounded bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** A field hidden from people (and from screen readers): a value in it is a robot's, and the server refuses the post. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
