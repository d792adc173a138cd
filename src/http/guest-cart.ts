import type { FastifyReply, FastifyRequest } from 'fastify';
import { mergeGuestCart } from '~/flows/merge-guest-cart.ts';
import type { CartOwner } from '~/modules/cart/contracts.ts';
import { isGuestCartToken, newGuestCartToken } from '~/modules/cart/service.ts';
import { assertSameOrigin } from './auth.ts';

/** A guest's cart token (httpOnly): the cart survives reloads without an account. */
export const CART_COOKIE = 'haat_cart';
/** A guest cart left alone this long is forgotten by the browser. */
export const GUEST_CART_DAYS = 30;

/**
 * Whose cart this request works on: the signed-in user's, else the guest's by cookie. With
 * `create`, a guest without a cookie gets a new token (and the cookie); without it, null.
 * A guest's state change must come from this site, as a signed-in one's (CSRF).
 */
export function cartOwner(request: FastifyRequest, reply: FastifyReply, userId: string | null, create: true): CartOwner;
export function cartOwner(request: FastifyRequest, reply: FastifyReply, userId: string | null, create: boolean): CartOwner | null;
export function cartOwner(request: FastifyRequest, reply: FastifyReply, userId: string | null, create: boolean): CartOwner | null {
  if (userId) return { userId };
  const token = request.cookies[CART_COOKIE];
  if (isGuestCartToken(token)) {
    assertSameOrigin(request);
    return { guestToken: token };
  }
  if (!create) return null;
  const guestToken = newGuestCartToken();
  reply.setCookie(CART_COOKIE, guestToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: GUEST_CART_DAYS * 86_400,
  });
  return { guestToken };
}

/** At sign-in or registration: the guest cart of this browser moves into the account. */
export async function mergeGuestCartAtSignIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const token = request.cookies[CART_COOKIE];
  if (!isGuestCartToken(token)) return;
  await mergeGuestCart(request.server.db, token, userId);
  reply.clearCookie(CART_COOKIE, { path: '/' });
}
