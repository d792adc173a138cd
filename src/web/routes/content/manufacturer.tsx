import { redirect } from 'react-router';
import { brandPath, MANUFACTURER_ID_PARAM } from '~/modules/directory/constants.ts';
import { ManufacturerIdSchema } from '~/modules/directory/contracts.ts';
import { findManufacturerBrand } from '~/modules/directory/index.ts';
import { safeRedirect } from '~/web/lib/safe-redirect.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import type { Route } from './+types/manufacturer';

/**
 * /manufacturer?manufacturer_id=170 (docs/requirements/content-pages.md §2: the brand directory's manufacturer
 * links, 170, 171 and 21): a permanent redirect to the brand page the id is linked to; an id
 * that is not linked, or not a number, is not found.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = pathParam(ManufacturerIdSchema, new URL(request.url).searchParams.get(MANUFACTURER_ID_PARAM) ?? undefined);
  const brand = await orNotFound(findManufacturerBrand(context.db, id));
  return redirect(safeRedirect(brandPath(brand.slug)), 301);
}
