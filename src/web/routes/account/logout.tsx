import { redirect } from 'react-router';
import { logout } from '~/modules/users/index.ts';
import type { Route } from './+types/logout';

/** The account menu's Logout: revokes this session and clears its cookies. */
export async function action({ context }: Route.ActionArgs) {
  if (context.sessionId) await logout(context.db, context.sessionId);
  context.endSession();
  return redirect('/');
}

export function loader() {
  return redirect('/');
}
