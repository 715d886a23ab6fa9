import type { Kysely, Selectable } from 'kysely';
import { buildSearchText, orderSearchFields } from '@laundry/shared/rules/search';
import { ERASED_CUSTOMER_NAME } from '@laundry/shared/contracts/customer-data';
import type { Trx } from '../../db/db';
import type { Database, UsersTable } from '../../db/schema';
import { updateOrder } from '../orders/orders.public';

export interface CustomerData {
  account: Selectable<UsersTable>;
  addresses: Record<string, unknown>[];
  orders: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  tickets: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  packs: Record<string, unknown>[];
}

/** One customer's own rows, to download, and their erasure (docs/decisions/0083). */
export class CustomerDataRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** The account's orders, and the shop's walk-in orders for its phone that no account holds. */
  private async orderIds(db: Kysely<Database> | Trx, userId: string): Promise<string[]> {
    const account = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst();
    if (!account) return [];
    const rows = await db
      .selectFrom('orders')
      .select('id')
      .where((eb) => eb.or([eb('userId', '=', userId), eb.and([eb('userId', 'is', null), eb('phone', '=', account.phone)])]))
      .execute();
    return rows.map((r) => r.id);
  }

  private ticketIds(db: Kysely<Database> | Trx, userId: string): Promise<string[]> {
    return db
      .selectFrom('tickets')
      .select('id')
      .where('userId', '=', userId)
      .execute()
      .then((rows) => rows.map((r) => r.id));
  }

  async read(userId: string): Promise<CustomerData | undefined> {
    const account = await this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!account) return undefined;
    const orderIds = await this.orderIds(this.db, userId);
    const ticketIds = await this.ticketIds(this.db, userId);
    // No id is empty: an empty list still makes valid SQL on both databases.
    const none = [''];
    const [addresses, orders, items, payments, tickets, replies, messages, packs] = await Promise.all([
      this.db.selectFrom('addresses').select(['label', 'address', 'pincode', 'lat', 'lng', 'createdAt']).where('userId', '=', userId).execute(),
      this.db
        .selectFrom('orders')
        .select([
          'id',
          'orderNumber',
          'customerName',
          'phone',
          'service',
          'status',
          'delivery',
          'pickupDate',
          'pickupTime',
          'pickupAddress',
          'lat',
          'lng',
          'notes',
          'subtotal',
          'discount',
          'tax',
          'total',
          'paid',
          'invoiceNumber',
          'createdAt',
        ])
        .where('id', 'in', orderIds.length ? orderIds : none)
        .orderBy('createdAt')
        .execute(),
      this.db
        .selectFrom('orderItems')
        .select(['orderId', 'service', 'item', 'qty', 'rate', 'amount'])
        .where('orderId', 'in', orderIds.length ? orderIds : none)
        .orderBy('orderId')
        .orderBy('position')
        .execute(),
      this.db
        .selectFrom('payments')
        .select(['orderId', 'method', 'amount', 'reference', 'source', 'createdAt'])
        .where('orderId', 'in', orderIds.length ? orderIds : none)
        .orderBy('createdAt')
        .execute(),
      this.db
        .selectFrom('tickets')
        .select(['id', 'number', 'orderId', 'issue', 'status', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .execute(),
      this.db
        .selectFrom('ticketReplies')
        .select(['ticketId', 'sender', 'message', 'createdAt'])
        .where('ticketId', 'in', ticketIds.length ? ticketIds : none)
        .orderBy('createdAt')
        .execute(),
      this.db
        .selectFrom('messages')
        .select(['event', 'orderId', 'channel', 'toPhone', 'text', 'status', 'createdAt', 'sentAt'])
        .where((eb) => eb.or([eb('orderId', 'in', orderIds.length ? orderIds : none), eb('ticketId', 'in', ticketIds.length ? ticketIds : none)]))
        .orderBy('createdAt')
        .execute(),
      this.db
        .selectFrom('packPurchases')
        .select(['price', 'credit', 'validDays', 'status', 'method', 'reference', 'createdAt', 'paidAt', 'expiresOn'])
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .execute(),
    ]);
    return {
      account,
      addresses,
      orders: orders.map((order) => ({ ...order, items: items.filter((item) => item.orderId === order.id) })),
      payments,
      tickets: tickets.map((ticket) => ({ ...ticket, replies: replies.filter((reply) => reply.ticketId === ticket.id) })),
      messages,
      packs,
    };
  }

  /**
   * Erases the account's personal data in the caller's transaction: the account row stays (its
   * orders and ledger entries point to it, for the shop's books) without a name, phone or e-mail.
   */
  async erase(trx: Trx, userId: string, now: string): Promise<void> {
    const orderIds = await this.orderIds(trx, userId);
    const ticketIds = await this.ticketIds(trx, userId);
    const account = await trx.selectFrom('users').select(['phone']).where('id', '=', userId).executeTakeFirstOrThrow();
    for (const id of orderIds) {
      const order = await trx.selectFrom('orders').select(['orderNumber', 'service', 'delivery']).where('id', '=', id).executeTakeFirstOrThrow();
      const erased = { customerName: ERASED_CUSTOMER_NAME, phone: '', pickupAddress: '' };
      await updateOrder(
        trx,
        id,
        {
          ...erased,
          lat: null,
          lng: null,
          notes: '',
          intakeNotes: '',
          notAvailableReason: '',
          searchText: buildSearchText(orderSearchFields({ ...order, ...erased, id })),
          updatedAt: now,
        },
        null,
      );
    }
    if (orderIds.length > 0) {
      await trx.deleteFrom('orderPhotos').where('orderId', 'in', orderIds).execute();
      await trx.updateTable('stains').set({ photoBytes: null, photoMime: '' }).where('orderId', 'in', orderIds).execute();
      await trx.updateTable('claims').set({ note: '' }).where('orderId', 'in', orderIds).execute();
      // The rider's replayable answers hold the order as it was, name and all.
      await trx.deleteFrom('riderActions').where('orderId', 'in', orderIds).execute();
      await trx.updateTable('messages').set({ toPhone: '', text: '' }).where('orderId', 'in', orderIds).execute();
      // A bank's narration names the payer; the line's reference and amount stay for the books.
      await trx.updateTable('statementLines').set({ narration: '' }).where('orderId', 'in', orderIds).execute();
    }
    if (ticketIds.length > 0) {
      await trx.updateTable('tickets').set({ userName: '', mobile: '', email: '', issue: '' }).where('id', 'in', ticketIds).execute();
      await trx.updateTable('ticketReplies').set({ message: '' }).where('ticketId', 'in', ticketIds).where('sender', '!=', 'admin').execute();
      await trx.updateTable('messages').set({ toPhone: '', text: '' }).where('ticketId', 'in', ticketIds).execute();
    }
    await trx.updateTable('messages').set({ toPhone: '', text: '' }).where('toPhone', '=', account.phone).execute();
    await trx.deleteFrom('addresses').where('userId', '=', userId).execute();
    // Prepaid packs stay (money taken, held by the account); only the phone they were sold to goes.
    await trx.updateTable('packPurchases').set({ phone: '' }).where('userId', '=', userId).execute();
    await trx
      .updateTable('subscriptions')
      .set({ address: '', phone: '', status: 'cancelled', updatedAt: now })
      .where('userId', '=', userId)
      .execute();
    await trx.deleteFrom('passwordResetCodes').where('phone', '=', account.phone).execute();
    await trx.deleteFrom('passwordResetFailures').where('phone', '=', account.phone).execute();
    await trx
      .updateTable('users')
      .set((eb) => ({
        name: ERASED_CUSTOMER_NAME,
        // Unique and never a number: the phone can sign up afresh.
        phone: `deleted:${userId}`,
        email: null,
        // No password verifies against this: nobody signs in to the account again.
        passwordHash: '!erased',
        gstin: '',
        notes: '',
        referralCode: null,
        active: 0,
        tokenVersion: eb('tokenVersion', '+', 1),
        erasedAt: now,
        updatedAt: now,
      }))
      .where('id', '=', userId)
      .execute();
  }
}
