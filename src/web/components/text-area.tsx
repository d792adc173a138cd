import { useId } from 'react';
import { FieldError } from './field.tsx';

type TextAreaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string; error?: string };

/** A labelled multi-line field, with the server's message for it underneath. */
export function TextArea({ label, error, className = '', ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded border bg-white px-3 py-2 focus:border-brand-600 focus:outline-none ${error ? 'border-red-600' : 'border-slate-300'} ${className}`}
        {...textarea}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
