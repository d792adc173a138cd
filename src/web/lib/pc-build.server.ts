import { createCookie } from 'react-router';
import { decodeParts, encodeParts, type BuildParts } from '~/modules/pcbuilder/constants.ts';

/**
 * The build in progress: a product id per slot, kept for 30 days in a cookie the page reads on
 * the server (it renders before JavaScript, survives reloads and sign-in, and is never shared
 * by the page cache). Saved builds live in the account (Save PC).
 */
export const pcBuildCookie = createCookie('pc_build', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 30 });

/** The parts in the shopper's cookie; anything malformed is ignored. */
export async function readBuildParts(request: Request): Promise<BuildParts> {
  const value: unknown = await pcBuildCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' ? decodeParts(value) : {};
}

export const writeBuildParts = (parts: BuildParts) => pcBuildCookie.serialize(encodeParts(parts));
