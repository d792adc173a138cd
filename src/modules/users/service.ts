import { hash, verify } from '@node-rs/argon2';
import { and, asc, count, eq, gt, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { preparedStatement, type Db, type DbOrTx, type Tx } from '~/platform/db/index.ts';
import { DomainError, forbidden, invalid, notFound, unauthorized } from '~/platform/errors.ts';
import type { Mailer } from '~/platform/mail.ts';
import { throttle, type RateLimiter } from '~/platform/rate-limit.ts';
import {
  RESET_LINK_REFUSED,
  USERS_PAGE_SIZE,
  type AdminUserUpdate,
  type IssuedSession,
  type Login,
  type ProfileUpdate,
  type Register,
  type SessionUser,
  type UserListQuery,
} from './contracts.ts';
import { resetMail } from './mails.ts';
import { assertUncommonPassword } from './passwords.ts';
import { passwordResets, refreshTokens, sessions, users } from './schema.ts';
import { hashToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './tokens.ts';
import { pageCount } from '~/platform/paging.ts';

export const SESSION_TTL_DAYS = 30;
export const RESET_TTL_MINUTES = 60;
/** Two requests racing with the same refresh token within this window are not a theft. */
const REFRESH_RACE_GRACE_MS = 10_000;

/** What the account rules need besides the database. */
export interface AuthDeps {
  db: Db;
  secret: string;
  limiter: RateLimiter;
  mailer: Mailer;
}

// Per-address limits are loose: many mobile customers in Bangladesh share one carrier address.
// Per-account limits are tight: they stop guessing at one password from anywhere.
export const LIMITS = {
  loginPerIp: { limit: 100, windowMs: 15 * 60_000 },
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  registerPerIp: { limit: 30, windowMs: 60 * 60_000 },
  resetPerIp: { limit: 30, windowMs: 60 * 60_000 },
  resetPerAccount: { limit: 3, windowMs: 60 * 60_000 },
};


const publicUser = (row: { id: string; name: string; email: string; isAdmin: boolean }): SessionUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  isAdmin: row.isAdmin,
});

const hashPassword = (password: string) => hash(password, { algorithm: 2 /* argon2id */ });

// Unknown e-mails are checked against this, so they take as long as known ones.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('timing-equaliser-not-a-password'));

async function findByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return row;
}

async function startSession(deps: AuthDeps, tx: DbOrTx, user: SessionUser): Promise<IssuedSession> {
  const [session] = await tx
    .insert(sessions)
    .values({ userId: user.id, expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000) })
    .returning({ id: sessions.id });
  return issueTokens(deps, tx, user, session.id);
}

async function issueTokens(deps: AuthDeps, tx: DbOrTx, user: SessionUser, sessionId: string): Promise<IssuedSession> {
  const refreshToken = newOpaqueToken();
  await tx.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId });
  const accessToken = await signAccessToken(deps.secret, { userId: user.id, sessionId });
  return { user, sessionId, accessToken, refreshToken };
}

export async function register(deps: AuthDeps, input: Register, clientIp: string): Promise<IssuedSession> {
  await throttle(deps.limiter, `register:ip:${clientIp}`, LIMITS.registerPerIp);
  await assertUncommonPassword(input.password);
  // Hash first, whether or not the address is taken, so both answers take as long.
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError('CONFLICT', 'An account with this email already exists. Please sign in or reset your password.');
    return startSession(deps, tx, publicUser(row));
  });
}

export async function login(deps: AuthDeps, input: Login, clientIp: string): Promise<IssuedSession> {
  await throttle(deps.limiter, `login:ip:${clientIp}`, LIMITS.loginPerIp);
  await throttle(deps.limiter, `login:account:${input.email}`, LIMITS.loginPerAccount);
  const row = await findByEmail(deps.db, input.email);
  const matches = await verify(row?.passwordHash ?? (await timingDummy()), input.password);
  if (!row || !matches) throw unauthorized('Invalid email or password');
  return deps.db.transaction((tx) => startSession(deps, tx, publicUser(row)));
}

/**
 * Swaps a refresh token for a new pair. A token is good once: presenting a used one again
 * (outside a short race window) means it was stolen, and the whole session is revoked.
 */
export async function refresh(deps: AuthDeps, refreshToken: string): Promise<IssuedSession> {
  const tokenHash = hashToken(refreshToken);
  const outcome = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (!claimed) return null;
    const [row] = await tx
      .select({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, claimed.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row ? issueTokens(deps, tx, publicUser(row), claimed.sessionId) : null;
  });
  if (outcome) return outcome;
  // Not claimable: unknown, or used before. A reuse outside the race window revokes the session.
  const [used] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  if (used?.usedAt && Date.now() - used.usedAt.getTime() > REFRESH_RACE_GRACE_MS) await logout(deps.db, used.sessionId);
  throw unauthorized('Session expired, please log in again');
}

export async function logout(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * The user behind an access token, read fresh from the database together with the session:
 * a revoked session, a deleted user or a changed role counts at once, not at token expiry.
 */
export async function authenticate(db: DbOrTx, secret: string, accessToken: string): Promise<{ user: SessionUser; sessionId: string } | null> {
  const claims = await verifyAccessToken(secret, accessToken);
  if (!claims) return null;
  const [row] = await sessionUser(db).execute({ sessionId: claims.sessionId, userId: claims.userId, now: new Date() });
  return row ? { user: publicUser(row), sessionId: claims.sessionId } : null;
}

/** The user of a live session (not revoked, not expired): read on every signed-in request. */
const sessionUser = preparedStatement((db) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

export async function getUser(db: DbOrTx, id: string): Promise<SessionUser> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('User not found');
  return publicUser(row);
}

/** Name, e-mail and password of one's own account; a new password ends every other session. */
export async function updateProfile(deps: AuthDeps, userId: string, sessionId: string, input: ProfileUpdate): Promise<SessionUser> {
  const [current] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!current) throw notFound('User not found');
  let passwordHash: string | undefined;
  if (input.password) {
    await assertUncommonPassword(input.password);
    if (!(await verify(current.passwordHash, input.currentPassword ?? ''))) throw invalid('Current password is incorrect');
    passwordHash = await hashPassword(input.password);
  }
  return deps.db.transaction(async (tx) => {
    const row = await updateUserRow(tx, userId, { name: input.name, email: input.email, passwordHash });
    if (passwordHash) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
    }
    return publicUser(row);
  });
}

async function updateUserRow(tx: DbOrTx, id: string, fields: { name?: string; email?: string; passwordHash?: string; isAdmin?: boolean }) {
  if (fields.email) {
    const owner = await findByEmail(tx, fields.email);
    if (owner && owner.id !== id) throw new DomainError('CONFLICT', 'That email is used by another account');
  }
  const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound('User not found');
  return row;
}

/**
 * Sends a single-use reset link that expires in an hour. The answer is the same whether or
 * not the address has an account; the caller says so to the user either way.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, clientIp: string, linkFor: (token: string) => string): Promise<void> {
  await throttle(deps.limiter, `reset:ip:${clientIp}`, LIMITS.resetPerIp);
  await throttle(deps.limiter, `reset:account:${email}`, LIMITS.resetPerAccount);
  const row = await findByEmail(deps.db, email);
  if (!row) return;
  const token = newOpaqueToken();
  await deps.db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: row.id,
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
  });
  await deps.mailer.send({ to: row.email, ...resetMail(row.name, linkFor(token), RESET_TTL_MINUTES) });
}

/** A link that is still good: the page says so before the form when it is not. */
export async function resetLinkUsable(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(usableReset(token))
    .limit(1);
  return Boolean(row);
}

const usableReset = (token: string) => and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));

/** Sets a new password from a reset link, once, and signs the user out everywhere. */
export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<void> {
  // Before the token is spent, so the user can pick another password with the same link.
  await assertUncommonPassword(password);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(usableReset(token))
      .returning({ userId: passwordResets.userId });
    if (!reset) throw invalid(RESET_LINK_REFUSED);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)));
    // Other links sent earlier die with this one.
    await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
  });
}

export async function listUsers(db: DbOrTx, query: UserListQuery) {
  const pattern = `%${query.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const where = query.keyword ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((query.pageNumber - 1) * USERS_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows, page: query.pageNumber, pages: pageCount(total, USERS_PAGE_SIZE), totalCount: total };
}

// Serialises admin changes so two admins cannot demote each other into having none.
async function lockAdmins(tx: DbOrTx) {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
  return admins.map((a) => a.id);
}

export async function updateUser(db: Db, actorId: string, id: string, input: AdminUserUpdate): Promise<SessionUser> {
  return db.transaction(async (tx) => {
    if (input.isAdmin === false) {
      const admins = await lockAdmins(tx);
      if (id === actorId) throw forbidden('You cannot remove your own admin rights');
      if (admins.includes(id) && admins.length === 1) throw forbidden('The shop must keep at least one admin');
    }
    return publicUser(await updateUserRow(tx, id, input));
  });
}

/**
 * Checks that an admin may delete this account (not their own, not the last admin) and locks
 * the admins until the transaction ends; a user that does not exist is a 404. Deleting an
 * account is a flow (src/flows/delete-user.ts): other modules let go of the user first.
 */
export async function assertUserDeletable(tx: Tx, actorId: string, id: string): Promise<void> {
  if (id === actorId) throw forbidden('You cannot delete your own account here');
  const admins = await lockAdmins(tx);
  if (admins.includes(id) && admins.length === 1) throw forbidden('The shop must keep at least one admin');
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1).for('update');
  if (!row) throw notFound('User not found');
}

/** Deletes the account and its sessions and reset links (they go with it). */
export async function removeUser(tx: Tx, id: string): Promise<void> {
  const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  if (deleted.length === 0) throw notFound('User not found');
}

/** `npm run admin:create`: creates the account, or promotes it and sets its password. */
export async function createOrPromoteAdmin(db: Db, input: Register): Promise<{ created: boolean; user: SessionUser }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const existing = await findByEmail(tx, input.email);
    if (existing) {
      const row = await updateUserRow(tx, existing.id, { name: input.name, passwordHash, isAdmin: true });
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, existing.id));
      return { created: false, user: publicUser(row) };
    }
    const [row] = await tx.insert(users).values({ name: input.name, email: input.email, passwordHash, isAdmin: true }).returning();
    return { created: true, user: publicUser(row) };
  });
}
