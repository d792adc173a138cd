import { redirect } from 'react-router';
import type { SessionUser } from '~/modules/users/contracts.ts';
import type { WebContext } from '~/web/context.ts';
import { loginPath } from './safe-redirect.ts';

export type { SessionUser };

export function getUser(_request: Request, context: WebContext): SessionUser | null {
  return context.user;
}

const loginUrl = (request: Request, context: WebContext) => {
  const url = new URL(request.url);
  return loginPath(url.pathname + url.search, { expired: context.sessionExpired });
};

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export function requireUser(request: Request, context: WebContext): SessionUser {
  if (!context.user) throw redirect(loginUrl(request, context));
  return context.user;
}

/** docs/requirements/core-shop.md §6: admin screens send everybody else to /login. */
export function requireAdmin(request: Request, context: WebContext): SessionUser {
  const user = context.user;
  if (!user?.isAdmin) throw redirect(loginUrl(request, context));
  return user;
}
