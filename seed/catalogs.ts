import type { CatalogKey } from '~/platform/config.ts';
import type { SeedCatalog } from './types.ts';

/** Loads a demo catalogue by key; each is a large data module, so only the one asked for. */
export async function loadCatalog(key: CatalogKey): Promise<SeedCatalog> {
  if (key === 'homeopathy') return (await import('./data/homeopathy/index.ts')).homeopathy;
  return (await import('./data/electronics/index.ts')).electronics;
}
