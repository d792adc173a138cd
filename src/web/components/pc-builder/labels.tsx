import type { Conflict } from '~/modules/pcbuilder/index.ts';
import type { FacetValue, FilterKey } from '~/modules/pcbuilder/contracts.ts';
import type { SlotKey } from '~/modules/pcbuilder/constants.ts';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';

export const slotLabel = (key: SlotKey) => `pc.slot.${key}` as MessageKey;
export const filterLabel = (key: FilterKey) => `pc.filter.${key}` as MessageKey;

/** A compatibility problem in the page's language, with the values the server found. */
export function ConflictText({ conflict }: { conflict: Conflict }) {
  const t = useT();
  return <>{t(`pc.conflict.${conflict.code}` as MessageKey, conflict.values)}</>;
}

/** A filter value's label; buckets ("up to 2.4GHz") in the page's language. */
export function FacetLabel({ value }: { value: FacetValue }) {
  const t = useT();
  const n = useNumerals();
  if (!value.bucket) return <>{value.label}</>;
  const { kind, min = '', max = '' } = value.bucket;
  return <>{t(`pc.bucket.${kind}` as MessageKey, { min: n.digits(min), max: n.digits(max) })}</>;
}
