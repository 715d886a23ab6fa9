import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PushTarget } from './web-push-sender';

/** The only SQL of Web Push and the staff alerts (docs/decisions/0081). */
export class PushRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One row per endpoint: a browser signed in to another account now tells that one. */
  async save(userId: string, target: PushTarget, now: string): Promise<void> {
    await this.db
      .insertInto('pushSubscriptions')
      .values({ id: randomBytes(16).toString('hex'), userId, ...target, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ userId, p256dh: target.p256dh, auth: target.auth, updatedAt: now }))
      .execute();
  }

  /** The user's own subscription only: another's endpoint is not found. */
  async removeOwn(userId: string, endpoint: string): Promise<boolean> {
    const result = await this.db.deleteFrom('pushSubscriptions').where('userId', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The push service said the subscription is gone (404/410). */
  async removeEndpoint(endpoint: string): Promise<void> {
    await this.db.deleteFrom('pushSubscriptions').where('endpoint', '=', endpoint).execute();
  }

  forUser(userId: string): Promise<PushTarget[]> {
    return this.db.selectFrom('pushSubscriptions').select(['endpoint', 'p256dh', 'auth']).where('userId', '=', userId).execute();
  }

  async hasOwn(userId: string, endpoint: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('userId', '=', userId)
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The shop's admins still at work who take notifications, with their language. */
  staffTargets(): Promise<(PushTarget & { userId: string; language: string })[]> {
    return this.db
      .selectFrom('pushSubscriptions as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .select(['p.endpoint', 'p.p256dh', 'p.auth', 'p.userId', 'u.language'])
      .where('u.role', '=', 'admin')
      .where('u.active', '=', 1)
      .execute();
  }

  /** Claims an alert's key: true the first time only, so an alert goes once however often it is checked. */
  async claimAlert(key: string, now: string): Promise<boolean> {
    const result = await this.db
      .insertInto('staffAlerts')
      .values({ key, createdAt: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** The facts an alert about an order names. */
  orderFacts(orderId: string): Promise<{ id: string; orderNumber: string; customerName: string } | undefined> {
    return this.db.selectFrom('orders').select(['id', 'orderNumber', 'customerName']).where('id', '=', orderId).executeTakeFirst();
  }

  /** Orders whose ready-by promise passed since `since` and that are not done (rules/late.ts), with the promise. */
  lateOrders(since: string, now: string): Promise<{ id: string; orderNumber: string; customerName: string; readyBy: string }[]> {
    return this.db
      .selectFrom('orders')
      .select(['id', 'orderNumber', 'customerName', 'readyBy'])
      .where('readyBy', 'is not', null)
      .where('readyBy', '<', now)
      .where('readyBy', '>=', since)
      .where('status', 'not in', ['Completed', 'Cancelled'])
      .orderBy('readyBy')
      .limit(200)
      .execute() as Promise<{ id: string; orderNumber: string; customerName: string; readyBy: string }[]>;
  }
}
