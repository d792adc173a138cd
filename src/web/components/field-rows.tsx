import type { FormFailure } from '~/web/lib/forms.ts';
import { Field, SelectField, TextAreaField } from './field.tsx';

type Attributes = Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  'required' | 'minLength' | 'maxLength' | 'pattern' | 'title' | 'lang' | 'type' | 'placeholder' | 'inputMode' | 'autoComplete'
>;

/** One labelled field of a form, as data: the limits come from the contract (ADR 013). */
export type FieldRow = Attributes & {
  name: string;
  label: string;
  /** What is stored now; after a failed post, what was typed shows instead. */
  stored?: string | number | null;
  /** A multi-line field of this many lines; a one-line input when absent. */
  lines?: number;
  /** A drop-down of these choices instead of a text field. */
  options?: readonly { value: string; label: string }[];
  /** A line of help under the field. */
  hint?: React.ReactNode;
};

/** The value a field shows: what was typed when a post failed, else what is stored. */
export const shownValue = (failure: FormFailure | undefined, name: string, stored?: string | number | null): string | undefined =>
  failure?.values?.[name] ?? (stored == null ? undefined : String(stored));

/**
 * A run of fields built from data, each with the server's message for it and its hint below.
 * A `false` or `null` row is left out (a field only some records have).
 */
export function FieldRows({ fields, failure }: { fields: readonly (FieldRow | false | null)[]; failure?: FormFailure }) {
  return fields.map((row) => {
    if (!row) return null;
    const { name, stored, lines, options, hint, ...attributes } = row;
    const common = { ...attributes, name, defaultValue: shownValue(failure, name, stored), error: failure?.errors?.[name] };
    const control = options ? (
      <SelectField {...common}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    ) : lines ? (
      <TextAreaField {...common} rows={lines} />
    ) : (
      <Field {...common} />
    );
    return (
      <FieldWithHint key={name} hint={hint}>
        {control}
      </FieldWithHint>
    );
  });
}

function FieldWithHint({ hint, children }: { hint?: React.ReactNode; children: React.ReactNode }) {
  return (
    <>
      {children}
      {hint && <p className="-mt-3 mb-4 text-xs text-slate-500">{hint}</p>}
    </>
  );
}
