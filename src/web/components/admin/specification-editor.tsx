import { useState } from 'react';
import type { SpecificationGroup } from '~/modules/catalog/contracts.ts';
import { FieldError } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';

const SMALL = 'rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-50 disabled:opacity-40';

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

// Rows and groups left empty are not posted (a new row starts empty).
const withoutBlanks = (groups: SpecificationGroup[]) =>
  groups
    .map((group) => ({ ...group, values: group.values.filter((row) => row.name.trim() || row.value.trim()) }))
    .filter((group) => group.name.trim() || group.values.length);

/**
 * Specification (docs/requirements/core-shop.md §2): repeatable groups of a title and name/value rows, each group
 * and row movable up and down; posted as JSON in one hidden field and checked by the contract.
 */
export function SpecificationEditor({ name, defaultValue, error, maxGroups }: { name: string; defaultValue: SpecificationGroup[]; error?: string; maxGroups: number }) {
  const t = useT();
  const [groups, setGroups] = useState(defaultValue);
  const setGroup = (index: number, group: SpecificationGroup) => setGroups(groups.map((g, i) => (i === index ? group : g)));
  return (
    <fieldset className="mb-4 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium">{t('adminProduct.specification')}</legend>
      <input type="hidden" name={name} value={JSON.stringify(withoutBlanks(groups))} />
      {groups.map((group, gi) => (
        <div key={gi} role="group" aria-label={t('adminProduct.specGroupN', { n: gi + 1 })} className="mb-3 rounded bg-slate-50 p-2">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <label className="flex flex-1 items-center gap-2 text-sm">
              <span>{t('adminProduct.specTitle')}</span>
              <input
                value={group.name}
                aria-label={t('adminProduct.specTitleN', { n: gi + 1 })}
                onChange={(e) => setGroup(gi, { ...group, name: e.target.value })}
                className="flex-1 rounded border border-slate-300 px-2 py-1"
              />
            </label>
            <button type="button" className={SMALL} disabled={gi === 0} onClick={() => setGroups(move(groups, gi, gi - 1))} aria-label={t('adminProduct.moveGroupUp', { n: gi + 1 })}>
              ↑
            </button>
            <button type="button" className={SMALL} disabled={gi === groups.length - 1} onClick={() => setGroups(move(groups, gi, gi + 1))} aria-label={t('adminProduct.moveGroupDown', { n: gi + 1 })}>
              ↓
            </button>
            <button type="button" className={`${SMALL} text-red-700`} onClick={() => setGroups(groups.filter((_, i) => i !== gi))}>
              {t('adminProduct.removeGroupN', { n: gi + 1 })}
            </button>
          </div>
          <table className="w-full text-sm">
            <tbody>
              {group.values.map((row, ri) => (
                <tr key={ri}>
                  <td className="pr-2 pb-1">
                    <input
                      value={row.name}
                      aria-label={t('adminProduct.specNameN', { group: gi + 1, n: ri + 1 })}
                      placeholder={t('adminProduct.specName')}
                      onChange={(e) => setGroup(gi, { ...group, values: group.values.map((r, i) => (i === ri ? { ...r, name: e.target.value } : r)) })}
                      className="w-full rounded border border-slate-300 px-2 py-1"
                    />
                  </td>
                  <td className="pr-2 pb-1">
                    <input
                      value={row.value}
                      aria-label={t('adminProduct.specValueN', { group: gi + 1, n: ri + 1 })}
                      placeholder={t('adminProduct.specValue')}
                      onChange={(e) => setGroup(gi, { ...group, values: group.values.map((r, i) => (i === ri ? { ...r, value: e.target.value } : r)) })}
                      className="w-full rounded border border-slate-300 px-2 py-1"
                    />
                  </td>
                  <td className="pb-1 whitespace-nowrap">
                    <button type="button" className={SMALL} disabled={ri === 0} onClick={() => setGroup(gi, { ...group, values: move(group.values, ri, ri - 1) })} aria-label={t('adminProduct.moveRowUp')}>
                      ↑
                    </button>{' '}
                    <button
                      type="button"
                      className={SMALL}
                      disabled={ri === group.values.length - 1}
                      onClick={() => setGroup(gi, { ...group, values: move(group.values, ri, ri + 1) })}
                      aria-label={t('adminProduct.moveRowDown')}
                    >
                      ↓
                    </button>{' '}
                    <button type="button" className={`${SMALL} text-red-700`} onClick={() => setGroup(gi, { ...group, values: group.values.filter((_, i) => i !== ri) })} aria-label={t('adminProduct.removeRow')}>
                      ✕
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className={SMALL} onClick={() => setGroup(gi, { ...group, values: [...group.values, { name: '', value: '' }] })}>
            + {t('adminProduct.addRowTo', { n: gi + 1 })}
          </button>
        </div>
      ))}
      {groups.length < maxGroups && (
        <button type="button" className="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50" onClick={() => setGroups([...groups, { name: '', values: [{ name: '', value: '' }] }])}>
          + {t('adminProduct.addSpecGroup')}
        </button>
      )}
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}
