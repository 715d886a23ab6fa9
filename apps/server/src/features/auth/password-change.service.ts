import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuthResponse, changePasswordBody } from '@laundry/shared/contracts/auth';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain-error';
import type { DomainEvents } from '../../realtime/domain-events';
import type { AuthService } from './auth.service';
import { hashPassword, verifyPassword } from './passwords';
import { updatePasswordAndRevoke, type UserRow, type UsersRepository } from './users.repository';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right. Your password has not been changed.';
export const SAME_PASSWORD = 'The new password is the same as the current one. Choose a different one.';

/**
 * A signed-in person changes their own password (docs/decisions/0089): the current one proves it
 * is them, every other session ends, and this device gets a fresh token so it stays signed in.
 */
export class PasswordChangeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly events: DomainEvents,
    private readonly clock: () => number = Date.now,
  ) {}

  async change(user: UserRow, input: z.output<typeof changePasswordBody>): Promise<AuthResponse> {
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new DomainError('wrong_password', WRONG_CURRENT_PASSWORD, { field: 'currentPassword' });
    }
    if (input.newPassword === input.currentPassword) throw new DomainError('same_password', SAME_PASSWORD, { field: 'newPassword' });
    await updatePasswordAndRevoke(this.db, user.id, await hashPassword(input.newPassword), new Date(this.clock()).toISOString());
    this.events.emit('sessionsRevoked', { userId: user.id });
    const changed = await this.users.findById(user.id);
    if (!changed) throw new DomainError('session_expired', 'Your session has expired. Please log in again.');
    return this.auth.issue(changed);
  }
}
