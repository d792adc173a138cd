import { data, redirect } from 'react-router';
import { languageCookie } from '~/web/i18n/language.server.ts';
import { isLanguage } from '~/web/i18n/messages.ts';
import { safeRedirect } from '~/web/lib/safe-redirect.ts';
import type { Route } from './+types/set-language';

/** The language switch: a plain form post, so it works before JavaScript loads. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const language = form.get('language');
  if (!isLanguage(language)) throw data({ message: 'Unknown language' }, { status: 400 });
  return redirect(safeRedirect(form.get('redirectTo')), {
    headers: { 'Set-Cookie': await languageCookie.serialize(language) },
  });
}

export function loader() {
  return redirect('/');
}
