/**
 * The brand directory's index (docs/requirements/content-pages.md §2 "Find Your Favorite Brand"): A to Z, then
 * 0-9; a brand whose name starts with anything else (another script) is listed under "#".
 * A file that imports nothing: the page's component reads it in the browser.
 */
export const LETTER_GROUPS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0-9'] as const;
export const OTHER_GROUP = '#';

/** The index entry a brand name is listed under: its first letter without accents, upper-case. */
export function brandGroup(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  if (/^[A-Z]$/.test(first)) return first;
  if (/^[0-9]$/.test(first)) return '0-9';
  return OTHER_GROUP;
}

/** The id of a group's section on the page, the target of its index link. */
export const groupAnchor = (group: string) => (group === OTHER_GROUP ? 'brands-other' : `brands-${group}`);

export interface DirectoryGroup<B> {
  group: string;
  brands: B[];
}

/**
 * Brands grouped by initial, in index order (A–Z, 0–9, then "#"), each group in the order
 * given. Groups without a brand are left out: the index shows those letters disabled.
 */
export function groupBrands<B extends { name: string }>(brands: readonly B[]): DirectoryGroup<B>[] {
  const byGroup = new Map<string, B[]>();
  for (const brand of brands) {
    const group = brandGroup(brand.name);
    const list = byGroup.get(group);
    if (list) list.push(brand);
    else byGroup.set(group, [brand]);
  }
  return [...LETTER_GROUPS, OTHER_GROUP].filter((group) => byGroup.has(group)).map((group) => ({ group, brands: byGroup.get(group)! }));
}

/** docs/requirements/content-pages.md §2: the manufacturer-info route's query parameter (`?manufacturer_id=170`). */
export const MANUFACTURER_ID_PARAM = 'manufacturer_id';

/** A brand's first page of products. */
export const brandPath = (slug: string) => `/brand/${encodeURIComponent(slug)}/1`;

/** Where a directory entry leads: a manufacturer entry to the manufacturer-info route, a brand to its page. */
export const directoryHref = (entry: { slug: string; manufacturerId?: number }) =>
  entry.manufacturerId === undefined ? brandPath(entry.slug) : `/manufacturer?${MANUFACTURER_ID_PARAM}=${entry.manufacturerId}`;
