import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'haat';
const AUDIENCE = 'haat';

// Imported once per secret: importing the key is most of the cost of a verification.
const keys = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, imported);
  }
  return imported;
}

/** A short-lived HS256 access token naming the user and the session it belongs to. */
export async function signAccessToken(secret: string, claims: { userId: string; sessionId: string }): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await key(secret));
}

/** The claims of a valid token, or null: bad signature, `alg: none`, another algorithm, expired. */
export async function verifyAccessToken(secret: string, token: string): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** An opaque, unguessable token (refresh, password reset); only its hash is stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
