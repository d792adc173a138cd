import { useId } from 'react';

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string; name: string };

/** A labelled input; the browser's own checks mirror the server's, which decides. */
export function Field({ label, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input id={id} className="w-full rounded border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:outline-none" {...input} />
    </div>
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
