// What other server features may import from auth/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { bearerToken, currentActor, currentUser } from './auth.hooks';
export type { AuthGuards } from './auth.hooks';
export { toPublicUser } from './auth.service';
export type { PasswordResetService } from './password-reset.service';
export { hashPassword, verifyPassword } from './passwords';
export { ensureReferralCode } from './referral-codes';
export { UsersRepository, updatePasswordAndRevoke } from './users.repository';
export type { UserRow } from './users.repository';
