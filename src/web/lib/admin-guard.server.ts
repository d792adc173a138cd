import type { WebContext } from '~/web/context.ts';
import { requireAdmin, type SessionUser } from './session.server.ts';

// The admin area is authorised here, once (ADR 041): every loader and action of a module under
// routes/admin is one of these, which admin-guard.test.ts checks against the route config.

interface RouteArgs {
  request: Request;
  context: WebContext;
}

export interface AdminGuardOptions<Refusal> {
  /**
   * The answer to a visitor with no session at all, instead of the redirect to /login (the
   * product editor's form says "No authentication token found", docs/requirements/core-shop.md §5).
   */
  signedOut?: () => Refusal;
}

const guarded = new WeakSet<object>();

/** Whether a loader or action was made by `adminLoader` or `adminAction`. */
export const isAdminGuarded = (handler: unknown): boolean => typeof handler === 'function' && guarded.has(handler);

function guard<Args extends RouteArgs, Result, Refusal = never>(
  handler: (args: Args, admin: SessionUser) => Promise<Result>,
  options: AdminGuardOptions<Refusal> = {},
): (args: Args) => Promise<Result | Refusal> {
  const route = async (args: Args): Promise<Result | Refusal> => {
    if (!args.context.user && options.signedOut) return options.signedOut();
    // docs/requirements/core-shop.md §6: everybody but an admin is sent to /login (and back here after signing in).
    return handler(args, requireAdmin(args.request, args.context));
  };
  guarded.add(route);
  return route;
}

/** An admin page's loader: runs `handler` with the signed-in admin, sends anybody else to /login. */
export const adminLoader = guard;

/** An admin form's action: runs `handler` with the signed-in admin; anybody else changes nothing. */
export const adminAction = guard;
