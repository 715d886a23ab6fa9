import type { Actor } from '../../lib/actor';
import { transaction } from '../../db/db';
import { randomInt, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { newStaffBody, StaffMember, StaffMemberWithSignIn, staffPatchBody, StaffPasswordReset } from '@laundry/shared/contracts/staff';
import { isUniqueViolation } from '../../db/database';
import { DomainError } from '../../domain-error';
import type { DomainEvents } from '../../realtime/domain-events';
import { recordAudit } from '../audit/audit.public';
import { hashPassword } from '../auth/auth.public';
import type { PasswordResetService, UserRow } from '../auth/auth.public';
import type { StaffRepository, StaffRow } from './staff.repository';

export function toStaffMember(row: StaffRow): StaffMember {
  // The repository only answers staff rows; a customer never reaches the Staff list.
  const role = row.role === 'rider' ? 'rider' : 'admin';
  return { _id: row.id, name: row.name, phone: row.phone, role, active: row.active !== 0, createdAt: row.createdAt };
}

const notFound = () => new DomainError('not_found', 'Staff member not found.');
// Said to the admin, not to a customer: no "log in" or "forgot password" advice here.
const phoneTaken = () =>
  new DomainError('phone_taken', 'An account with this phone number already exists. Use another number for the new staff member.', {
    field: 'phone',
  });

/** Letters and digits a person reads aloud without mixing up (no 0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_PASSWORD_LENGTH = 12;

function generatePassword(): string {
  return Array.from({ length: GENERATED_PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/** Settings → Staff (docs/decisions/0048, 0050, 0070): list, add, switch off or on, rename, reset a password. */
export class StaffService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly events: DomainEvents,
    private readonly resets: PasswordResetService,
  ) {}

  async list(): Promise<StaffMember[]> {
    return (await this.staff.list()).map(toStaffMember);
  }

  async listWithSignIns(): Promise<StaffMemberWithSignIn[]> {
    return (await this.staff.listWithSignIns()).map((row) => ({ ...toStaffMember(row), lastSignInAt: row.lastSignInAt }));
  }

  /**
   * `password`: a generated password, set at once (the member's tokens and sockets end) and shown
   * to the admin this once. `code`: a one-time reset code the member types on "Forgot password?";
   * nothing changes until it is used.
   */
  async resetPassword(actor: UserRow, id: string, mode: 'code' | 'password'): Promise<StaffPasswordReset> {
    const member = await this.staff.findMember(id);
    if (!member) throw notFound();
    if (mode === 'code') {
      const { code, expiresAt } = await this.resets.issueCodeForStaff(actor, member);
      return {
        mode,
        code,
        expiresAt,
        message: `Give ${member.name} this code: on "Forgot password?" with their phone number, it sets a new password. It works for 10 minutes.`,
      };
    }
    const password = generatePassword();
    await this.staff.setPassword(member.id, await hashPassword(password), new Date().toISOString());
    this.events.emit('sessionsRevoked', { userId: member.id });
    return { mode, password, message: `${member.name}'s new password. It is shown only now; they are signed out everywhere.` };
  }

  async add(input: z.output<typeof newStaffBody>, by: Actor): Promise<StaffMember> {
    if (await this.staff.phoneExists(input.phone)) throw phoneTaken();
    const now = new Date().toISOString();
    const passwordHash = await hashPassword(input.password);
    try {
      const row = await transaction(this.staff.db, async (trx) => {
        const added = await this.staff.insert(
          { id: randomUUID(), name: input.name, phone: input.phone, email: null, passwordHash, role: input.role, createdAt: now, updatedAt: now },
          trx,
        );
        await recordAudit(
          trx,
          { action: 'staff.changed', entity: 'staff', entityId: added.id, before: {}, after: { role: added.role, active: 1 } },
          by,
        );
        return added;
      });
      return toStaffMember(row);
    } catch (error) {
      // Two adds (or a sign-up) racing for one phone: the unique index decides.
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    }
  }

  async update(actor: UserRow, id: string, input: z.output<typeof staffPatchBody>): Promise<StaffMember> {
    const now = new Date().toISOString();
    let revoked = false;
    const row = await transaction(this.staff.db, async (trx) => {
      await this.staff.lockStaff(trx);
      const member = await this.staff.find(trx, id);
      if (!member) throw notFound();
      if (input.active === false && member.active !== 0) {
        if (member.role === 'admin') {
          if (member.id === actor.id) throw new DomainError('last_admin', 'You cannot switch off your own account. Ask another admin to do it.');
          // Counted under the lock: of two admins switching each other off at once, the second finds none left.
          if ((await this.staff.countOtherActiveAdmins(trx, member.id)) === 0) {
            throw new DomainError('last_admin', 'The shop needs at least one active admin.');
          }
        }
        revoked = await this.staff.switchOff(trx, member.id, now);
      } else if (input.active === true && member.active === 0) {
        await this.staff.switchOn(trx, member.id, now);
      }
      if (input.name !== undefined && input.name !== member.name) await this.staff.rename(trx, member.id, input.name, now);
      const after = await this.staff.find(trx, member.id);
      if (after && (after.active !== member.active || after.name !== member.name)) {
        await recordAudit(
          trx,
          {
            action: 'staff.changed',
            entity: 'staff',
            entityId: member.id,
            before: { role: member.role, active: Number(member.active), name: member.name },
            after: { role: after.role, active: Number(after.active), name: after.name },
          },
          actor,
        );
      }
      return after;
    });
    if (!row) throw notFound();
    // After commit: its sockets close at once, in every process (through the Redis adapter).
    if (revoked) this.events.emit('sessionsRevoked', { userId: row.id });
    return toStaffMember(row);
  }
}
