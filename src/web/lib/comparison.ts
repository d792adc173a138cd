import type { SpecificationGroup } from '~/modules/catalog/contracts.ts';
import type { TextLanguages } from '~/platform/local-text.ts';

/** A group or row name, with the language it is written in when the page knows it (localSpecifications). */
type Named = { name: string } & Partial<TextLanguages<'name'>>;
type ComparedGroup = Named & { values: (Named & { value: string })[] };

/** At most this many products side by side. */
export const MAX_COMPARE = 4;

export interface ComparisonRow extends Named {
  /** One value per product, in the products' order; null where a product does not list it. */
  values: (string | null)[];
  /** Two or more products and their values are not all the same. */
  differs: boolean;
}

export interface ComparisonGroup extends Named {
  rows: ComparisonRow[];
}

// "Processor Brand", "processor  brand " and "PROCESSOR BRAND" name the same row.
const key = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Lines up the specifications of several products: groups and rows are matched by name
 * (ignoring case and spacing) and kept in the order they first appear, so a row of one
 * product sits beside the same row of the others. A row differs when its values are not all
 * equal, a missing value counting as different from any value.
 */
export function buildComparison(products: { specifications: (SpecificationGroup | ComparedGroup)[] }[]): ComparisonGroup[] {
  const groups = new Map<string, Named & { rows: Map<string, Named & { values: (string | null)[] }> }>();
  products.forEach((product, index) => {
    for (const group of product.specifications) {
      const groupKey = key(group.name);
      let target = groups.get(groupKey);
      if (!target) groups.set(groupKey, (target = { ...languagesOf(group), name: group.name.trim(), rows: new Map() }));
      for (const field of group.values) {
        const rowKey = key(field.name);
        let row = target.rows.get(rowKey);
        if (!row) target.rows.set(rowKey, (row = { ...languagesOf(field), name: field.name.trim(), values: products.map(() => null) }));
        // A product listing one name twice in a group keeps its first value.
        if (row.values[index] === null) row.values[index] = field.value.trim();
      }
    }
  });
  return [...groups.values()].map(({ rows, ...group }) => ({
    ...group,
    rows: [...rows.values()].map((row) => ({
      ...row,
      differs: products.length > 1 && new Set(row.values.map((v) => (v === null ? null : key(v)))).size > 1,
    })),
  }));
}

// The first product naming a group or row gives its name, and so the name's language.
const languagesOf = (named: Named) => (named.languages ? { languages: named.languages } : {});

/** Adds a product to a comparison list: unchanged when already there, 'full' past MAX_COMPARE. */
export function addToComparison(ids: string[], id: string): string[] | 'full' {
  if (ids.includes(id)) return ids;
  if (ids.length >= MAX_COMPARE) return 'full';
  return [...ids, id];
}

/** Values differ when there are two or more and they are not all the same (ignoring case and spacing). */
export const valuesDiffer = (values: string[]) => values.length > 1 && new Set(values.map(key)).size > 1;
