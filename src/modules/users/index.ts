// The users module's face: what flows, doors and other modules may call. Its browser-safe
// limits and rules are in constants.ts, its input shapes in contracts.ts (docs/architecture.md).
export { resetLink } from './mails.ts';
export { assertUserDeletable, type AuthDeps, authenticate, createOrPromoteAdmin, getUser, listUsers, login, logout, refresh, register, removeUser, requestPasswordReset, requestSignInCode, resetLinkUsable, resetPassword, SESSION_TTL_DAYS, signInWithCode, updateProfile, updateUser } from './service.ts';
export { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './tokens.ts';
