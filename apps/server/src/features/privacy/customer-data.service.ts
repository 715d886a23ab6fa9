import { accountDeletedSchema, WRONG_PASSWORD_MESSAGE, type CustomerDataExport } from '@laundry/shared/contracts/customer-data';
import type { z } from 'zod';
import { transaction } from '../../db/db';
import { DomainError } from '../../domain-error';
import type { DomainEvents } from '../../realtime/domain-events';
import { verifyPassword, type UserRow } from '../auth/auth.public';
import type { CustomerDataRepository } from './customer-data.repository';

const rupees = (paise: unknown) => `₹${(Number(paise) / 100).toFixed(2)}`;

/** The customer's rights over their data (docs/decisions/0083): a copy of it, and its erasure. */
export class CustomerDataService {
  constructor(
    private readonly repo: CustomerDataRepository,
    private readonly events: DomainEvents,
    private readonly clock: () => number,
  ) {}

  async export(user: UserRow): Promise<CustomerDataExport> {
    const data = await this.repo.read(user.id);
    if (!data) throw new DomainError('not_found', 'Account not found.');
    const { account } = data;
    const summary = [
      `Account: ${account.name}, phone ${account.phone}${account.email ? `, e-mail ${account.email}` : ''}, joined ${account.createdAt.slice(0, 10)}.`,
      account.termsAcceptedAt
        ? `Terms accepted: version ${account.termsVersion ?? ''} on ${account.termsAcceptedAt.slice(0, 10)}.`
        : 'Terms: not recorded.',
      `Saved addresses: ${data.addresses.length}.`,
      ...data.addresses.map((a) => `- ${String(a.label)}: ${String(a.address)}`),
      `Orders: ${data.orders.length}.`,
      ...data.orders.map(
        (o) =>
          `- ${String(o.orderNumber)} (${String(o.status)}), ${String(o.service)}, pickup ${String(o.pickupDate)}, total ${rupees(o.total)}, paid ${rupees(o.paid)}`,
      ),
      `Payments: ${data.payments.length}.`,
      `Support tickets: ${data.tickets.length}.`,
      `Messages sent to you: ${data.messages.length}.`,
      `Prepaid packs bought: ${data.packs.length}.`,
    ];
    return {
      exportedAt: new Date(this.clock()).toISOString(),
      account: {
        name: account.name,
        phone: account.phone,
        email: account.email,
        language: account.language,
        gstin: account.gstin,
        messageChannel: account.messageChannel,
        referralCode: account.referralCode,
        termsVersion: account.termsVersion,
        termsAcceptedAt: account.termsAcceptedAt,
        createdAt: account.createdAt,
        lastSignInAt: account.lastSignInAt,
      },
      addresses: data.addresses,
      orders: data.orders,
      payments: data.payments,
      tickets: data.tickets,
      messages: data.messages,
      packs: data.packs,
      summary,
    };
  }

  /** A wrong password changes nothing; else the personal data goes in one transaction and every session ends. */
  async erase(user: UserRow, password: string): Promise<z.infer<typeof accountDeletedSchema>> {
    // Staff accounts are switched off by an admin (the shop must keep one), not erased by themselves.
    if (user.role !== 'customer') throw new DomainError('customer_only', 'Staff accounts are switched off by an admin in Settings → Staff.');
    if (!(await verifyPassword(user.passwordHash, password))) throw new DomainError('wrong_password', WRONG_PASSWORD_MESSAGE, { field: 'password' });
    const now = new Date(this.clock()).toISOString();
    await transaction(this.repo.db, (trx) => this.repo.erase(trx, user.id, now));
    this.events.emit('sessionsRevoked', { userId: user.id });
    return { deleted: true };
  }
}
