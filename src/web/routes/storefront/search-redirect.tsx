import { redirect } from 'react-router';
import { MAX_KEYWORD_LENGTH } from '~/modules/catalog/constants.ts';
import type { Route } from './+types/search-redirect';

/** The header search box submits here; a blank keyword goes home (docs/requirements/core-shop.md §5). */
export function loader({ request }: Route.LoaderArgs) {
  const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD_LENGTH);
  return redirect(keyword ? `/search/${encodeURIComponent(keyword)}` : '/');
}
