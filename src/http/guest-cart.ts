import type { FastifyReply, FastifyRequest } from 'fastify';
import { mergeGuestCart } from '~/flows/merge-guest-cart.ts';
import type { CartOwner } from '~/modules/cart/contracts.ts';
import { isGuestCartToken, newGuestCartToken } from '~/modules/cart/index.ts';
import { assertSameOrigin } from './auth.ts';

/** A guest's cart token (httpOnly): the cart survives reloads without an account. */
export const CART_COOKIE = 'haat_cart';
/** A guest cart left alone this long is forgotten by the browser. */
export const GUEST_CART_DAYS = 30;

/**
 * Whose cart this request works on: the signed-in user's, else the guest's by cookie, else
 * null (a guest without a cart). A guest's state change must come from this site, as a
 * signed-in one's (CSRF).
 */
export function cartOwner(request: FastifyRequest, userId: string | null): CartOwner | null {
  if (userId) return { userId };
  const token = request.cookies[CART_COOKIE];
  if (!isGuestCartToken(token)) return null;
  assertSameOrigin(request);
  return { guestToken: token };
}

/**
 * Runs a cart write for this request's owner. A guest without a cart gets a new token; its
 * cookie is set only when the write succeeds, so a refused add leaves no cookie behind.
 */
export async function writeCart<T>(request: FastifyRequest, reply: FastifyReply, userId: string | null, write: (owner: CartOwner) => Promise<T>): Promise<T> {
  const existing = cartOwner(request, userId);
  if (existing) return write(existing);
  const guestToken = newGuestCartToken();
  const result = await write({ guestToken });
  reply.setCookie(CART_COOKIE, guestToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: GUEST_CART_DAYS * 86_400,
  });
  return result;
}

/** At sign-in or registration: the guest cart of this browser moves into the account. */
export async function mergeGuestCartAtSignIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const token = request.cookies[CART_COOKIE];
  if (!isGuestCartToken(token)) return;
  await mergeGuestCart(request.server.db, token, userId);
  reply.clearCookie(CART_COOKIE, { path: '/' });
}
