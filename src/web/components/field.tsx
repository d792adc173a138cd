import { useId } from 'react';

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string };

/**
 * A labelled input; the browser's own checks mirror the server's, which decides. `error` is the
 * server's message for this field (the form's alert announces the first one).
 */
export function Field({ label, error, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded border bg-white px-3 py-2 focus:border-brand-600 focus:outline-none ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
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

type TextAreaFieldProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string; error?: string };

/** A labelled multi-line input, like Field. */
export function TextAreaField({ label, error, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded border bg-white px-3 py-2 focus:border-brand-600 focus:outline-none ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...textarea}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
