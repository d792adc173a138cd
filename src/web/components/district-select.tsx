import { DISTRICTS } from '~/platform/districts.ts';
import { useLanguage } from '~/web/i18n/use-t.ts';
import { SelectField } from './field.tsx';

/**
 * The 64 districts as a labelled drop-down, in the page's language. `choose` adds a first,
 * unselectable "Choose…" line (a new address has none yet); `bothNames` writes each in both
 * languages, the page's first ("Dhaka (ঢাকা)"), for a shopper who knows it by the other name.
 */
export function DistrictSelect({
  name,
  label,
  defaultValue,
  error,
  choose,
  any,
  bothNames = false,
  required,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  choose?: string;
  /** A first line for no district at all (a filter's "All"). */
  any?: string;
  bothNames?: boolean;
  required?: boolean;
}) {
  const language = useLanguage();
  return (
    <SelectField label={label} name={name} required={required} defaultValue={defaultValue ?? (choose ? '' : undefined)} error={error}>
      {choose && (
        <option value="" disabled>
          {choose}
        </option>
      )}
      {any !== undefined && <option value="">{any}</option>}
      {DISTRICTS.map((district) => {
        const [first, second] = language === 'bn' ? [district.bn, district.en] : [district.en, district.bn];
        return (
          <option key={district.key} value={district.key}>
            {bothNames ? `${first} (${second})` : first}
          </option>
        );
      })}
    </SelectField>
  );
}
