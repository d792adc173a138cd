import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminUserUpdateSchema, ForgotPasswordSchema, LoginSchema, ProfileUpdateSchema, RegisterSchema, ResetPasswordSchema, SignInCodeRequestSchema, SignInCodeSchema, UserIdSchema, UserListQuerySchema, type IssuedSession } from '~/modules/users/contracts.ts';
import { deleteUser } from '~/flows/delete-user.ts';
import { getUser, listUsers, login, logout, refresh, register, requestPasswordReset, requestSignInCode, resetPassword, signInWithCode, updateProfile, updateUser } from '~/modules/users/index.ts';
import { resetLink } from '~/modules/users/index.ts';
import { signAccessToken } from '~/modules/users/index.ts';
import { forbidden, unauthorized } from '~/platform/errors.ts';
import { assertSameOrigin, bySessionCookie, clearSessionCookies, clientIp, currentUser, REFRESH_COOKIE, setSessionCookies, signedIn } from '../auth.ts';
import { mergeGuestCartAtSignIn } from '../guest-cart.ts';
import { ERRORS, toWire, WireId } from '../wire.ts';

/** docs/requirements/core-shop.md §3: the user fields; `email` is '' and `phone` the number for an account made by mobile number. */
const UserWireSchema = z.object({ _id: WireId, name: z.string(), email: z.string(), phone: z.string().nullable(), isAdmin: z.boolean() });
/** The login answer: the user fields and the access token for a Bearer header. */
const SignedInWireSchema = UserWireSchema.extend({ token: z.string() });
const MessageSchema = z.object({ message: z.string() });

const toSignedIn = (session: Pick<IssuedSession, 'user' | 'accessToken'>) => ({ ...toWire(session.user), token: session.accessToken });

// The same id rule as the web's admin forms.
const IdParams = z.object({ id: UserIdSchema });
const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/users/login',
    { schema: { tags, summary: 'Sign in', body: LoginSchema, response: { 200: SignedInWireSchema, ...ERRORS } } },
    async (request, reply) => {
      const session = await login(app.auth, request.body, clientIp(request));
      setSessionCookies(request, reply, session);
      await mergeGuestCartAtSignIn(request, reply, session.user.id);
      return toSignedIn(session);
    },
  );

  app.post(
    '/api/users/otp',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit sign-in code by SMS to a Bangladeshi mobile number (202 whether or not it has an account)',
        description:
          'The code works for 5 minutes and 5 tries; a new request replaces it. At most 3 codes a number per 15 minutes and 30 a client address per hour (429 with Retry-After). The number may be written 01712-345678, +880 1712 345678 or in Bengali digits.',
        body: SignInCodeRequestSchema,
        response: { 202: MessageSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      await requestSignInCode(app.auth, request.body.phone, clientIp(request));
      return reply.status(202).send({ message: 'A sign-in code is on its way by SMS. It works for 5 minutes.' });
    },
  );

  app.post(
    '/api/users/otp/verify',
    {
      schema: {
        tags,
        summary: 'Sign in with the mobile number and its SMS code; answers like login, creating the account on first use',
        description:
          'The account made by a first sign-in is keyed by the number, with no email or password (`email` is "", `phone` the number); `name` names it (else the number does) and is ignored afterwards. A wrong, expired or used-up code is a 401. Sets the session cookies for the web and merges a guest cart.',
        body: SignInCodeSchema,
        response: { 200: SignedInWireSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const session = await signInWithCode(app.auth, request.body, clientIp(request));
      setSessionCookies(request, reply, session);
      await mergeGuestCartAtSignIn(request, reply, session.user.id);
      return toSignedIn(session);
    },
  );

  app.post(
    '/api/users',
    {
      schema: {
        tags,
        summary: 'Register (name, email, password; other fields are ignored)',
        body: RegisterSchema,
        response: { 201: SignedInWireSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const session = await register(app.auth, request.body, clientIp(request));
      setSessionCookies(request, reply, session);
      await mergeGuestCartAtSignIn(request, reply, session.user.id);
      return reply.status(201).send(toSignedIn(session));
    },
  );

  app.post(
    '/api/users/refresh',
    {
      schema: {
        tags,
        summary: 'Swap the refresh cookie for a new access token (the refresh token rotates)',
        response: { 200: z.object({ token: z.string() }), ...ERRORS },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw unauthorized('Session expired, please log in again');
      try {
        const session = await refresh(app.auth, token);
        setSessionCookies(request, reply, session);
        return { token: session.accessToken };
      } catch (error) {
        clearSessionCookies(reply);
        throw error;
      }
    },
  );

  app.post(
    '/api/users/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: revokes this session',
        description: 'By session cookie it must come from this site (`Origin` or `Referer`): another site gets 403 and the session goes on.',
        response: { 200: MessageSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      // Another site may not end a visitor's session, even one whose token no longer works.
      if (bySessionCookie(request)) assertSameOrigin(request);
      // Signing out with a token that no longer works still clears the cookies.
      const found = await currentUser(request).catch(() => null);
      if (found) await logout(app.db, found.sessionId);
      clearSessionCookies(reply);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/api/users/profile',
    { config: { access: 'user' }, schema: { tags, summary: 'Own profile', response: { 200: UserWireSchema, ...ERRORS } } },
    async (request) => toWire(signedIn(request).user),
  );

  app.put(
    '/api/users/profile',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Update own name, email or password; answers like login, with a fresh token',
        description:
          'An empty or absent `password` leaves it unchanged; a new one needs `currentPassword` and ends the other sessions. Other fields (`id`, `isAdmin`) are ignored.',
        body: ProfileUpdateSchema,
        response: { 200: SignedInWireSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { user, sessionId } = signedIn(request);
      const updated = await updateProfile(app.auth, user.id, sessionId, request.body);
      return toSignedIn({ user: updated, accessToken: await signAccessToken(app.config.TOKEN_SECRET, { userId: user.id, sessionId }) });
    },
  );

  app.post(
    '/api/users/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a single-use reset link (same answer whether or not the address has an account)',
        body: ForgotPasswordSchema,
        response: { 202: MessageSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.auth, request.body.email, clientIp(request), (token) => resetLink(app.config.publicOrigin, token));
      return reply.status(202).send({ message: 'If an account uses that email, a reset link is on its way.' });
    },
  );

  app.post(
    '/api/users/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link token; ends every session',
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, ...ERRORS },
      },
    },
    async (request) => {
      await resetPassword(app.auth, request.body.token, request.body.password);
      return { message: 'Password updated. Please sign in with your new password.' };
    },
  );

  app.get(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: users, 20 a page, searchable by name or email',
        querystring: UserListQuerySchema,
        response: {
          200: z.object({
            users: z.array(UserWireSchema.extend({ createdAt: z.string() })),
            page: z.number().int(),
            pages: z.number().int(),
            totalCount: z.number().int(),
          }),
          ...ERRORS,
        },
      },
    },
    async (request) => toWire(await listUsers(app.db, request.query)),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'A user: admins, or the user themself', params: IdParams, response: { 200: UserWireSchema, ...ERRORS } },
    },
    async (request) => {
      const { user } = signedIn(request);
      if (!user.isAdmin && user.id !== request.params.id) throw forbidden();
      return toWire(await getUser(app.db, request.params.id));
    },
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: change name, email or admin role',
        params: IdParams,
        body: AdminUserUpdateSchema,
        response: { 200: UserWireSchema, ...ERRORS },
      },
    },
    async (request) => toWire(await updateUser(app.db, signedIn(request).user.id, request.params.id, request.body)),
  );

  app.delete(
    '/api/users/:id',
    { config: { access: 'admin' }, schema: { tags, summary: 'Admin: delete a user', params: IdParams, response: { 200: MessageSchema, ...ERRORS } } },
    async (request) => {
      await deleteUser(app.db, app.cache, signedIn(request).user.id, request.params.id);
      return { message: 'User removed' };
    },
  );
};
