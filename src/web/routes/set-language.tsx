import { redirect } from 'react-router';
import { z } from 'zod';
import { languageCookie } from '~/web/i18n/language.server.ts';
import { LANGUAGES } from '~/web/i18n/messages.ts';
import { parseFormData } from '~/web/lib/forms.server.ts';
import { safeRedirect } from '~/web/lib/safe-redirect.ts';
import type { Route } from './+types/set-language';

const SetLanguageFormSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'Unknown language' }),
  redirectTo: z.string().optional(),
});

/** The language switch: a plain form post, so it works before JavaScript loads. */
export async function action({ request }: Route.ActionArgs) {
  const form = await parseFormData(request, SetLanguageFormSchema);
  // No page of its own to show a message on: a bad post is the error page's 400.
  if (!form.ok) throw form.failure;
  return redirect(safeRedirect(form.data.redirectTo), {
    headers: { 'Set-Cookie': await languageCookie.serialize(form.data.language) },
  });
}

export function loader() {
  return redirect('/');
}
