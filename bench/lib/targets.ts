/** Real benchmark targets read from the running shop's API. */
export interface Targets {
  category: { slug: string; name: string; matches: number };
  product: { slug: string; name: string };
  word: { text: string; matches: number };
  typo: { text: string; matches: number };
  /** The API's paths, from its OpenAPI document (`/api/products/{slugOrId}` style). */
  api: Set<string>;
}

interface CategoryNode {
  name: string;
  slug: string;
  subCategories: { name: string; slug: string }[];
}

interface ProductPage {
  totalCount: number;
  products: { slug: string; name: string; category: string }[];
}

const STOPWORDS = new Set(['and', 'the', 'for', 'with', 'other', 'others', 'items', 'item', 'accessories', 'special']);
const MAX_LOOKUPS = 60;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text().then((t) => t.slice(0, 200))}`);
  return (await response.json()) as T;
}

/** "laptop" → "laptp": drops the last vowel that is not the first letter. */
export function typoOf(word: string): string {
  for (let i = word.length - 1; i > 0; i--) {
    if ('aeiou'.includes(word[i]) && i < word.length - 1) return word.slice(0, i) + word.slice(i + 1);
  }
  return word.slice(0, -2) + word.slice(-1);
}

function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 4) return word.slice(0, -1);
  return word;
}

/**
 * The category with the most products, a common word (from its name), a typo of it, and a
 * product from that category.
 */
export async function pickTargets(baseUrl: string): Promise<Targets> {
  const tree = await getJson<CategoryNode[]>(`${baseUrl}/api/categories`);
  if (tree.length === 0) throw new Error('GET /api/categories returned no categories: is the database seeded?');
  const count = async (keyword: string) =>
    (await getJson<ProductPage>(`${baseUrl}/api/products?limit=1&keyword=${encodeURIComponent(keyword)}`)).totalCount;

  const docs = await getJson<{ paths?: Record<string, unknown> }>(`${baseUrl}/api/docs/json`).catch(() => ({ paths: {} }));
  const api = new Set(Object.keys(docs.paths ?? {}));
  // Exact category sizes from the category listing API when there is one; otherwise the number
  // of products a search for the category's name finds (which a capped search may flatten).
  const categorySize = api.has('/api/categories/{slug}/products')
    ? async (c: CategoryNode) =>
        (await getJson<ProductPage>(`${baseUrl}/api/categories/${encodeURIComponent(c.slug)}/products`)).totalCount
    : (c: CategoryNode) => count(c.name);

  let lookups = 0;
  let category = { slug: tree[0].slug, name: tree[0].name, matches: -1 };
  for (const c of tree) {
    if (lookups++ >= MAX_LOOKUPS) break;
    const matches = await categorySize(c);
    if (matches > category.matches) category = { slug: c.slug, name: c.name, matches };
  }

  // The common word: a word of the biggest category's name that the search finds, else the
  // category or sub-category word that the search finds most.
  const wordsOf = (names: string[]) => {
    const words = new Set<string>();
    for (const name of names) {
      for (const raw of name.toLowerCase().split(/[^a-z]+/)) {
        const w = singular(raw);
        if (w.length >= 4 && !STOPWORDS.has(w)) words.add(w);
      }
    }
    return words;
  };
  const best = async (words: Set<string>) => {
    let found = { text: '', matches: 0 };
    for (const w of words) {
      if (lookups++ >= MAX_LOOKUPS) break;
      const matches = await count(w);
      if (matches > found.matches) found = { text: w, matches };
    }
    return found;
  };
  let word = await best(wordsOf([category.name]));
  if (word.matches === 0) word = await best(wordsOf(tree.flatMap((c) => [c.name, ...c.subCategories.map((s) => s.name)])));
  if (word.matches === 0) throw new Error('found no category word that the product search matches');
  const typo = typoOf(word.text);

  const inCategory = await getJson<ProductPage>(`${baseUrl}/api/products?limit=30&keyword=${encodeURIComponent(category.name)}`);
  const pick = inCategory.products.find((p) => p.category === category.name) ?? inCategory.products[0];
  const fallback = pick ?? (await getJson<ProductPage>(`${baseUrl}/api/products?pageNumber=1`)).products[0];
  if (!fallback) throw new Error('the shop has no products');
  return {
    api,
    category,
    product: { slug: fallback.slug, name: fallback.name },
    word,
    typo: { text: typo, matches: await count(typo) },
  };
}
