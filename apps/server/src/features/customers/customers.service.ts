import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import type { CustomerDetail, customerListQuery, CustomerPage, CustomerSummary, newCustomerBody } from '@laundry/shared/contracts/customers';
import { dueOf, storeCreditOf, type LedgerOrder } from '@laundry/shared/rules/ledger';
import { fromPaise } from '@laundry/shared/rules/money';
import { isUniqueViolation } from '../../db/database';
import { DomainError } from '../../domain-error';
import { toPublicUser, hashPassword } from '../auth/auth.public';
import type { PasswordResetService, UserRow, UsersRepository } from '../auth/auth.public';
import type { AddressesRepository, AddressRow } from './addresses.repository';
import { toSavedAddress } from './addresses.service';
import type { CustomerRow, CustomersRepository, OrderFact } from './customers.repository';

const noAccount = () => new DomainError('not_found', 'No account has this phone number.');
const noCustomer = () => new DomainError('not_found', 'Customer not found.');
const staffPhone = () =>
  new DomainError('phone_taken', 'This phone number belongs to a staff account. Use the customer’s own number.', { field: 'phone' });

const ledgerOrder = (o: Pick<OrderFact, 'total' | 'paid' | 'pricedAt' | 'status'>): LedgerOrder => ({
  total: o.total,
  paid: o.paid,
  priced: o.pricedAt !== null,
  status: o.status,
});

/**
 * What the shop does for its customers (docs/decisions/0028, 0070): find an account by phone,
 * send a fresh reset code, list and search customers, read one's orders and payments, keep notes,
 * and make an account for a phone when booking for someone who has none.
 */
export class CustomersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetService,
    private readonly customers: CustomersRepository,
    private readonly addresses: AddressesRepository,
  ) {}

  async findByPhone(phone: string): Promise<PublicUser> {
    const user = await this.users.findByPhone(phone);
    if (!user) throw noAccount();
    return toPublicUser(user);
  }

  async sendResetCode(admin: UserRow, customerId: string): Promise<{ message: string }> {
    const customer = await this.users.findById(customerId);
    if (!customer) throw noAccount();
    return this.resets.sendCodeForCustomer(admin, customer);
  }

  async list(query: z.output<typeof customerListQuery>): Promise<CustomerPage> {
    const { rows, total } = await this.customers.search(query.q, (query.page - 1) * query.limit, query.limit);
    return { data: await this.summaries(rows), page: query.page, limit: query.limit, total };
  }

  async detail(id: string): Promise<CustomerDetail> {
    const row = await this.customers.findCustomer(id);
    if (!row) throw noCustomer();
    const [[customer], orders, payments] = await Promise.all([this.summaries([row]), this.customers.orders(id), this.customers.payments(id)]);
    return {
      customer: customer!,
      orders: orders.map((o) => {
        const money = { total: Number(o.total), paid: Number(o.paid), pricedAt: o.pricedAt, status: o.status };
        return {
          _id: o.id,
          orderNumber: o.orderNumber,
          service: o.service,
          status: o.status,
          delivery: o.delivery,
          pickupDate: o.pickupDate,
          pickupAddress: o.pickupAddress,
          total: fromPaise(money.total),
          paid: fromPaise(money.paid),
          due: fromPaise(dueOf(ledgerOrder(money))),
          priced: o.pricedAt !== null,
          source: o.source,
          createdAt: o.createdAt,
        };
      }),
      payments: payments.map((p) => ({
        _id: p.id,
        orderId: p.orderId,
        orderNumber: p.orderNumber,
        method: p.method,
        amount: fromPaise(Number(p.amount)),
        reference: p.reference,
        note: p.note,
        source: p.source,
        correctsId: p.correctsId,
        refundsId: p.refundsId,
        recordedByName: p.recordedByName,
        createdAt: p.createdAt,
        receiptNumber: p.receiptNumber,
        balanceAfter: p.balanceAfter === null ? null : fromPaise(Number(p.balanceAfter)),
      })),
    };
  }

  async updateNotes(id: string, notes: string): Promise<CustomerSummary> {
    const row = await this.customers.updateNotes(id, notes, new Date().toISOString());
    if (!row) throw noCustomer();
    const [summary] = await this.summaries([row]);
    return summary!;
  }

  /** The customer's account, for the shop's own use of their saved addresses; 404 otherwise. */
  async requireCustomer(id: string): Promise<CustomerRow> {
    const row = await this.customers.findCustomer(id);
    if (!row) throw noCustomer();
    return row;
  }

  /** `POST /admin/customers`: a new shop-made customer; a phone with any account is 409 `phone_taken`. */
  async create(input: z.output<typeof newCustomerBody>): Promise<CustomerSummary> {
    const found = await this.findOrCreateCustomer(input);
    if (!found.created) {
      throw new DomainError('phone_taken', 'A customer with this phone number already exists. Find them in the list.', { field: 'phone' });
    }
    const [summary] = await this.summaries([found.customer]);
    return summary!;
  }

  /**
   * The customer with this phone, or a new one the shop makes for it (staff bookings): no
   * password anyone knows and `claimed` 0, until the phone's owner sets one by an SMS reset code
   * and so claims the account and its orders. A staff account's phone is refused.
   */
  /** The customer account of a phone, if any; a staff account's phone is 409 `phone_taken`. */
  async customerByPhone(phone: string): Promise<CustomerRow | undefined> {
    const existing = await this.customers.findByPhone(phone);
    if (existing && existing.role !== 'customer') throw staffPhone();
    return existing;
  }

  /** One of the customer's saved addresses, for a booking that names it; undefined for another's or none. */
  savedAddress(customerId: string, addressId: string): Promise<AddressRow | undefined> {
    return this.addresses.find(customerId, addressId);
  }

  async findOrCreateCustomer(input: { phone: string; name: string }): Promise<{ customer: CustomerRow; created: boolean }> {
    const existing = await this.customers.findByPhone(input.phone);
    if (existing) {
      if (existing.role !== 'customer') throw staffPhone();
      return { customer: existing, created: false };
    }
    const now = new Date().toISOString();
    // A password no one holds: login with any password fails just as it does for a wrong one.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      const customer = await this.customers.insert({
        id: randomUUID(),
        name: input.name,
        email: null,
        phone: input.phone,
        passwordHash,
        role: 'customer',
        claimed: 0,
        createdAt: now,
        updatedAt: now,
      });
      return { customer, created: true };
    } catch (error) {
      // A sign-up or another booking took the phone meanwhile: that account is the customer.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.customers.findByPhone(input.phone);
      if (!winner) throw error;
      if (winner.role !== 'customer') throw staffPhone();
      return { customer: winner, created: false };
    }
  }

  private async summaries(rows: readonly CustomerRow[]): Promise<CustomerSummary[]> {
    const ids = rows.map((r) => r.id);
    const [facts, spent, addresses] = await Promise.all([
      this.customers.orderFacts(ids),
      this.customers.creditSpent(ids),
      this.addresses.listFor(ids),
    ]);
    const factsBy = groupBy(facts, (f) => f.userId);
    const addressesBy = groupBy<AddressRow>(addresses, (a) => a.userId);
    return rows.map((row) => {
      const orders = factsBy.get(row.id) ?? [];
      const ledger = orders.map(ledgerOrder);
      const last = orders.reduce<string | null>((latest, o) => (latest === null || o.createdAt > latest ? o.createdAt : latest), null);
      return {
        _id: row.id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        language: row.language,
        messageChannel: row.messageChannel,
        notes: row.notes,
        claimed: row.claimed !== 0,
        createdAt: row.createdAt,
        lastSignInAt: row.lastSignInAt,
        orderCount: orders.length,
        lastOrderAt: last,
        due: fromPaise(ledger.reduce((sum, o) => sum + dueOf(o), 0)),
        credit: fromPaise(storeCreditOf(ledger, spent.get(row.id) ?? 0)),
        addresses: (addressesBy.get(row.id) ?? []).map(toSavedAddress),
      };
    });
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
