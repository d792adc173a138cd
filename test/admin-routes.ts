import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '~/web/routes.ts';

const ADMIN_LAYOUT = 'routes/admin/layout.tsx';

export interface AdminRoute {
  /** The module, relative to src/web. */
  file: string;
  /** The address pattern, as in routes.ts (`admin/brand/:id/edit`). */
  path: string;
}

/** Every route under the admin layout, read from the route config (never a list of our own). */
export function adminRoutes(config: RouteConfigEntry[] = routes): AdminRoute[] {
  const layout = config.find((entry) => entry.file === ADMIN_LAYOUT);
  if (!layout) throw new Error(`routes.ts has no ${ADMIN_LAYOUT} layout`);
  const walk = (entries: RouteConfigEntry[], prefix: string): AdminRoute[] =>
    entries.flatMap((entry) => {
      const path = [prefix, entry.path].filter(Boolean).join('/');
      return [...(entry.path === undefined && !entry.index ? [] : [{ file: entry.file, path }]), ...walk(entry.children ?? [], path)];
    });
  return walk(layout.children ?? [], '');
}
