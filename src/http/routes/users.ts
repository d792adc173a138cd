import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUserUpdateSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ProfileUpdateSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UserListQuerySchema,
  type IssuedSession,
  type SessionUser,
} from '~/modules/users/contracts.ts';
import {
  deleteUser,
  getUser,
  listUsers,
  login,
  logout,
  refresh,
  register,
  requestPasswordReset,
  resetPassword,
  updateProfile,
  updateUser,
} from '~/modules/users/service.ts';
import { resetLink } from '~/modules/users/mails.ts';
import { forbidden, unauthorized } from '~/platform/errors.ts';
import {
  assertSameOrigin,
  clearSessionCookies,
  clientIp,
  currentUser,
  REFRESH_COOKIE,
  requireAdmin,
  requireSession,
  setSessionCookies,
  siteOrigin,
} from '../auth.ts';

/** core-shop.md §3: the user fields, `_id` as a string. */
const toApiUser = ({ id, ...user }: SessionUser) => ({ _id: id, ...user });
/** The login and register answer: the user fields and the access token for a Bearer header. */
const toLoginResponse = (session: IssuedSession) => ({ ...toApiUser(session.user), token: session.accessToken });

const IdParams = z.object({ id: z.uuid({ error: 'Invalid user id' }) });
const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/users/login', { schema: { tags, summary: 'Sign in', body: LoginSchema } }, async (request, reply) => {
    const session = await login(app.auth, request.body, clientIp(request));
    setSessionCookies(request, reply, session);
    return toLoginResponse(session);
  });

  app.post(
    '/api/users',
    { schema: { tags, summary: 'Register (name, email, password; other fields are ignored)', body: RegisterSchema } },
    async (request, reply) => {
      const session = await register(app.auth, request.body, clientIp(request));
      setSessionCookies(request, reply, session);
      return reply.status(201).send(toLoginResponse(session));
    },
  );

  app.post(
    '/api/users/refresh',
    { schema: { tags, summary: 'Swap the refresh cookie for a new access token (the refresh token rotates)' } },
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

  app.post('/api/users/logout', { schema: { tags, summary: 'Sign out: revokes this session' } }, async (request, reply) => {
    const found = await currentUser(request);
    if (found) await logout(app.db, found.sessionId);
    clearSessionCookies(reply);
    return { message: 'Logged out' };
  });

  app.get('/api/users/profile', { schema: { tags, summary: 'Own profile' } }, async (request) => toApiUser((await requireSession(request)).user));

  app.put(
    '/api/users/profile',
    { schema: { tags, summary: 'Update own name, email or password (a new password needs currentPassword and ends other sessions)', body: ProfileUpdateSchema } },
    async (request) => {
      const { user, sessionId } = await requireSession(request);
      return toApiUser(await updateProfile(app.auth, user.id, sessionId, request.body));
    },
  );

  app.post(
    '/api/users/forgot-password',
    { schema: { tags, summary: 'E-mail a single-use reset link (same answer whether or not the address has an account)', body: ForgotPasswordSchema } },
    async (request, reply) => {
      await requestPasswordReset(app.auth, request.body.email, clientIp(request), (token) => resetLink(siteOrigin(request), token));
      return reply.status(202).send({ message: 'If an account uses that email, a reset link is on its way.' });
    },
  );

  app.post(
    '/api/users/reset-password',
    { schema: { tags, summary: 'Set a new password with a reset link token; ends every session', body: ResetPasswordSchema } },
    async (request) => {
      await resetPassword(app.auth, request.body.token, request.body.password);
      return { message: 'Password updated. Please sign in with your new password.' };
    },
  );

  app.get('/api/users', { schema: { tags, summary: 'Admin: users, 20 a page, searchable by name or email', querystring: UserListQuerySchema } }, async (request) => {
    await requireAdmin(request);
    const page = await listUsers(app.db, request.query);
    return { ...page, users: page.users.map(({ id, ...u }) => ({ _id: id, ...u })) };
  });

  app.get('/api/users/:id', { schema: { tags, summary: 'A user: admins, or the user themself', params: IdParams } }, async (request) => {
    const { user } = await requireSession(request);
    if (!user.isAdmin && user.id !== request.params.id) throw forbidden();
    return toApiUser(await getUser(app.db, request.params.id));
  });

  app.put(
    '/api/users/:id',
    { schema: { tags, summary: 'Admin: change name, email or admin role', params: IdParams, body: AdminUserUpdateSchema } },
    async (request) => {
      const admin = await requireAdmin(request);
      return toApiUser(await updateUser(app.db, admin.id, request.params.id, request.body));
    },
  );

  app.delete('/api/users/:id', { schema: { tags, summary: 'Admin: delete a user', params: IdParams } }, async (request) => {
    const admin = await requireAdmin(request);
    await deleteUser(app.db, admin.id, request.params.id);
    return { message: 'User removed' };
  });
};
