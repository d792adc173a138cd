import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../../test/admin-routes.ts';
import { isAdminGuarded } from './admin-guard.server.ts';

// ADR 041: a new admin page that forgets the guard fails here, before it can render to anybody.
describe('the admin area is authorised in one place', () => {
  const files = [...new Set(adminRoutes().map((route) => route.file))];

  it('finds the admin pages in the route config', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.every((file) => file.startsWith('routes/admin/'))).toBe(true);
  });

  it.each(files)('%s: its loader is an adminLoader and its action (if any) an adminAction', async (file) => {
    const module = (await import(/* @vite-ignore */ new URL(`../${file}`, import.meta.url).pathname)) as { loader?: unknown; action?: unknown };
    expect(module.loader, 'an admin page without a loader renders to anybody').toBeDefined();
    expect(isAdminGuarded(module.loader)).toBe(true);
    if (module.action !== undefined) expect(isAdminGuarded(module.action)).toBe(true);
  });
});
