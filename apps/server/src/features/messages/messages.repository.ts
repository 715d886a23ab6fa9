import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Language } from '@laundry/shared/constants';
import type { ClaimOutcome, RefundMethod } from '@laundry/shared/contracts/care';
import type { MessageEvent, MessagePreference, MessageStatus, SkipReason } from '@laundry/shared/contracts/messages';
import type { Db } from '../../db/db';
import type { Database, MessagesTable } from '../../db/schema';
import type { Dialect } from '../../db/database';

export type MessageRow = Selectable<MessagesTable>;

/** What a message about an order needs to say, read when it is sent (the newest facts). */
export interface OrderFacts {
  id: string;
  /** The customer's account, for Web Push (null: an order for a phone with no account). */
  userId: string | null;
  orderNumber: string;
  customerName: string;
  phone: string;
  status: string;
  total: number;
  paid: number;
  pickupDate: string;
  pickupTime: string;
  deliverySlotStart: string | null;
  pieces: number | null;
  /** The kilos of the bill's lines by weight (null when none). */
  kilos: number | string | null;
  notAvailableReason: string;
  /** The promise the customer now holds and the shop's reason for moving it (docs/decisions/0059). */
  readyBy: string | null;
  readyByNote: string;
  riderName: string | null;
  userLanguage: Language | null;
  userChannel: MessagePreference | null;
  /** When the order entered each status: a message about an earlier one lost its point (docs/decisions/0081). */
  inProgressAt: string | null;
  deliveringAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
}

export interface TicketFacts {
  id: string;
  number: number;
  userName: string;
  mobile: string;
  userLanguage: Language | null;
  userChannel: MessagePreference | null;
  lastReply: string;
}

export interface ClaimFacts {
  tag: string;
  item: string;
  outcome: ClaimOutcome | null;
  amount: number | null;
  method: RefundMethod | '';
  reason: string;
  rewashOrderNumber: string | null;
}

/** A message row as the admin reads it, with its order's number and customer. */
export type ListedMessage = MessageRow & { orderNumber: string | null; customerName: string | null; ticketName: string | null };

/** What a row taken over from a process that died mid-send says (docs/decisions/0055: at least once). */
export const RESENT_NOTE = 'resent after an interrupted send';

/** Due: pending with its time come, or `sending` past the lease of a process that died mid-send. */
function isDue(now: string) {
  return (eb: ExpressionBuilder<Database, 'messages'>) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('nextAttemptAt', '<=', now)]),
      eb.and([eb('status', '=', 'sending'), eb('lockedUntil', '<', now)]),
    ]);
}

const ID = { sqlite: sql<string>`lower(hex(randomblob(16)))`, postgres: sql<string>`replace(gen_random_uuid()::text, '-', '')` };

/** The only place with the outbox's SQL (docs/decisions/0055). */
export class MessagesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Claims up to `limit` due rows for this process in one statement: pending rows whose time has
   * come, and rows another process left `sending` past their lease (it died mid-send: at least
   * once, and the row says so). Two processes never claim one row.
   */
  async claimDue(now: string, lockedUntil: string, limit: number): Promise<MessageRow[]> {
    const due = this.db.selectFrom('messages').select('id').where(isDue(now)).orderBy('nextAttemptAt').limit(limit);
    const ids = this.dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
    return (
      this.db
        .updateTable('messages')
        .set((eb) => ({
          status: 'sending',
          lockedUntil,
          attempts: eb(eb.ref('attempts'), '+', 1),
          error: eb.case().when('status', '=', 'sending').then(RESENT_NOTE).else(eb.ref('error')).end(),
          updatedAt: now,
        }))
        .where('id', 'in', ids)
        // Re-checked on the row itself: another process may have claimed it since the list was read.
        .where(isDue(now))
        .returningAll()
        .execute()
    );
  }

  /** The worker's outcome for a row it holds; a row no longer `sending` (resent by the admin meanwhile) is left alone. */
  async finish(id: string, patch: Updateable<MessagesTable>): Promise<void> {
    await this.db
      .updateTable('messages')
      .set({ ...patch, lockedUntil: null })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .execute();
  }

  findById(id: string): Promise<MessageRow | undefined> {
    return this.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  orderFacts(orderId: string): Promise<OrderFacts | undefined> {
    return this.db
      .selectFrom('orders as o')
      .leftJoin('users as u', 'u.id', 'o.userId')
      .leftJoin('users as r', 'r.id', 'o.riderId')
      .select([
        'o.id',
        'o.userId',
        'o.inProgressAt',
        'o.deliveringAt',
        'o.completedAt',
        'o.cancelledAt',
        'o.orderNumber',
        'o.customerName',
        'o.phone',
        'o.status',
        'o.total',
        'o.paid',
        'o.pickupDate',
        'o.pickupTime',
        'o.deliverySlotStart',
        'o.pieces',
        // A bill of weight alone has no count: its kilos say what was picked up.
        (eb) =>
          eb
            .selectFrom('orderItems as i')
            .select((e) => e.fn.sum<number | null>('i.qty').as('k'))
            .whereRef('i.orderId', '=', 'o.id')
            .where('i.unit', '=', 'kg')
            .where('i.kind', '=', '')
            .as('kilos'),
        'o.notAvailableReason',
        'o.readyBy',
        'o.readyByNote',
        'r.name as riderName',
        'u.language as userLanguage',
        'u.messageChannel as userChannel',
      ])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
  }

  async ticketFacts(ticketId: string): Promise<TicketFacts | undefined> {
    const ticket = await this.db
      .selectFrom('tickets as t')
      .leftJoin('users as u', 'u.id', 't.userId')
      .select(['t.id', 't.number', 't.userName', 't.mobile', 'u.language as userLanguage', 'u.messageChannel as userChannel'])
      .where('t.id', '=', ticketId)
      .executeTakeFirst();
    if (!ticket) return undefined;
    const reply = await this.db
      .selectFrom('ticketReplies')
      .select('message')
      .where('ticketId', '=', ticketId)
      .where('sender', '=', 'admin')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return { ...ticket, lastReply: reply?.message ?? '' };
  }

  /** What a stain-flagged message says of the stain (docs/decisions/0057). */
  stainFacts(stainId: string): Promise<{ tag: string; item: string; note: string; charge: number } | undefined> {
    return this.db.selectFrom('stains').select(['tag', 'item', 'note', 'charge']).where('id', '=', stainId).executeTakeFirst();
  }

  /** What a claim-resolved message says of the claim and its outcome, with the rewash's order number. */
  claimFacts(claimId: string): Promise<ClaimFacts | undefined> {
    return this.db
      .selectFrom('claims as c')
      .leftJoin('orders as r', 'r.id', 'c.rewashOrderId')
      .select(['c.tag', 'c.item', 'c.outcome', 'c.amount', 'c.method', 'c.reason', 'r.orderNumber as rewashOrderNumber'])
      .where('c.id', '=', claimId)
      .executeTakeFirst();
  }

  /** What a payment's message says of it: the amount, and for a receipt its number, method and the balance after. */
  paymentFacts(
    paymentId: string,
  ): Promise<{ amount: number; method: string; receiptNumber: string | null; balanceAfter: number | null } | undefined> {
    return this.db
      .selectFrom('payments')
      .select(['amount', 'method', 'receiptNumber', 'balanceAfter'])
      .where('id', '=', paymentId)
      .executeTakeFirst();
  }

  /**
   * One reminder per Pending order picked up on `date` (IST), whatever the number of processes
   * or rounds: the dedupe key is unique and a second insert does nothing. Answers the rows added.
   */
  async addReminders(date: string, now: string): Promise<number> {
    const result = await this.db
      .insertInto('messages')
      .columns(['id', 'event', 'orderId', 'dedupeKey', 'status', 'nextAttemptAt', 'createdAt', 'updatedAt'])
      .expression((eb) =>
        eb
          .selectFrom('orders')
          .select([
            ID[this.dialect].as('id'),
            sql<MessageEvent>`'pickup-reminder'`.as('event'),
            'orders.id as orderId',
            sql<string>`${'reminder:'} || orders.id || ${`:${date}`}`.as('dedupeKey'),
            sql<MessageStatus>`'pending'`.as('status'),
            sql<string>`${now}`.as('nextAttemptAt'),
            sql<string>`${now}`.as('createdAt'),
            sql<string>`${now}`.as('updatedAt'),
          ])
          .where('orders.status', '=', 'Pending')
          .where('orders.pickupDate', '=', date),
      )
      .onConflict((oc) => oc.column('dedupeKey').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /** A webhook's status for the message WhatsApp knows by `providerId`; never moves back (read stays read). */
  async applyProviderStatus(providerId: string, status: 'sent' | 'delivered' | 'read' | 'failed', at: string, error: string): Promise<boolean> {
    const later: Record<typeof status, MessageStatus[]> = {
      sent: ['sending', 'sent'],
      delivered: ['sending', 'sent', 'delivered'],
      read: ['sending', 'sent', 'delivered', 'read'],
      failed: ['sending', 'sent'],
    };
    const patch: Updateable<MessagesTable> = { status, updatedAt: at };
    if (status === 'delivered') patch.deliveredAt = at;
    if (status === 'read') patch.readAt = at;
    if (status === 'failed') patch.error = error.slice(0, 300);
    const result = await this.db
      .updateTable('messages')
      .set(patch)
      .where('providerId', '=', providerId)
      .where('channel', '=', 'whatsapp')
      .where('status', 'in', later[status])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A STOP reply: every account with that mobile gets no more order messages. */
  async optOut(phone: string): Promise<number> {
    const result = await this.db.updateTable('users').set({ messageChannel: 'none' }).where('phone', '=', phone).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async list(
    filter: { id?: string; status?: MessageStatus; orderId?: string; before?: { createdAt: string; id: string } },
    limit: number,
  ): Promise<ListedMessage[]> {
    let query = this.db
      .selectFrom('messages as m')
      .leftJoin('orders as o', 'o.id', 'm.orderId')
      .leftJoin('tickets as t', 't.id', 'm.ticketId')
      .selectAll('m')
      .select(['o.orderNumber as orderNumber', 'o.customerName as customerName', 't.userName as ticketName']);
    if (filter.id) query = query.where('m.id', '=', filter.id);
    if (filter.status) query = query.where('m.status', '=', filter.status);
    if (filter.orderId) query = query.where('m.orderId', '=', filter.orderId);
    if (filter.before) {
      const { createdAt, id } = filter.before;
      query = query.where((eb) => eb.or([eb('m.createdAt', '<', createdAt), eb.and([eb('m.createdAt', '=', createdAt), eb('m.id', '<', id)])]));
    }
    return query.orderBy('m.createdAt', 'desc').orderBy('m.id', 'desc').limit(limit).execute();
  }

  /** A copy of a message, to be sent again as new (the admin's Resend). */
  async copy(row: MessageRow, now: string): Promise<string> {
    const id = (await sql<{ id: string }>`select ${ID[this.dialect]} as id`.execute(this.db)).rows[0]!.id;
    await this.db
      .insertInto('messages')
      .values({
        id,
        event: row.event,
        orderId: row.orderId,
        ticketId: row.ticketId,
        paymentId: row.paymentId,
        stainId: row.stainId,
        claimId: row.claimId,
        dedupeKey: null,
        status: 'pending',
        providerId: null,
        nextAttemptAt: now,
        lockedUntil: null,
        createdAt: now,
        updatedAt: now,
        sentAt: null,
        deliveredAt: null,
        readAt: null,
      })
      .execute();
    return id;
  }

  /**
   * Rows waiting for the shop's tap, with what the stale rule needs of their order (docs/decisions/0081),
   * oldest first: every one, one order's, or those written before `before` about anything but `except`
   * (read along the waiting index, so a long queue costs only what it returns).
   */
  toSendWithOrders(
    scope: { orderId?: string; before?: string; except?: readonly MessageEvent[] } = {},
    db: Db = this.db,
  ): Promise<
    {
      id: string;
      event: MessageEvent;
      orderId: string | null;
      createdAt: string;
      status: string | null;
      inProgressAt: string | null;
      deliveringAt: string | null;
      completedAt: string | null;
      cancelledAt: string | null;
    }[]
  > {
    let query = db
      .selectFrom('messages as m')
      .leftJoin('orders as o', 'o.id', 'm.orderId')
      .select(['m.id', 'm.event', 'm.orderId', 'm.createdAt', 'o.status', 'o.inProgressAt', 'o.deliveringAt', 'o.completedAt', 'o.cancelledAt'])
      .where('m.status', '=', 'to-send');
    if (scope.orderId) query = query.where('m.orderId', '=', scope.orderId);
    if (scope.before) query = query.where('m.createdAt', '<', scope.before);
    if (scope.except?.length) query = query.where('m.event', 'not in', [...scope.except]);
    return query.orderBy('m.createdAt').limit(500).execute();
  }

  /** Skips a message still unsent (in `from`), with why; false when it has gone or is being sent meanwhile. */
  async skip(id: string, from: readonly MessageStatus[], reason: SkipReason, note: string, now: string, db: Db = this.db): Promise<boolean> {
    const result = await db
      .updateTable('messages')
      .set({ status: 'skipped', skipReason: reason, skipNote: note, updatedAt: now })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The shop's tap on a click-to-send link: to-send becomes sent, once. */
  async markClicked(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('messages')
      .set({ status: 'sent', channel: 'click', sentAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 'to-send')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  texts(): Promise<{ event: MessageEvent; language: Language; text: string }[]> {
    return this.db.selectFrom('messageTexts').select(['event', 'language', 'text']).execute();
  }

  async saveTexts(texts: { event: MessageEvent; language: Language; text: string }[], now: string): Promise<void> {
    if (texts.length === 0) return;
    await this.db
      .insertInto('messageTexts')
      .values(texts.map((t) => ({ ...t, updatedAt: now })))
      .onConflict((oc) =>
        oc.columns(['event', 'language']).doUpdateSet((eb) => ({ text: eb.ref('excluded.text'), updatedAt: eb.ref('excluded.updatedAt') })),
      )
      .execute();
  }

  /** The customer's own choice (the profile's channel field). */
  async setPreference(userId: string, channel: MessagePreference): Promise<void> {
    await this.db.updateTable('users').set({ messageChannel: channel }).where('id', '=', userId).execute();
  }
}
