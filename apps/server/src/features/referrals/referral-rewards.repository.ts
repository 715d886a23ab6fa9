import type { Db } from '../../db/db';
import { randomUUID } from 'node:crypto';

/**
 * The referrer's oldest reward not yet used (docs/decisions/0046). The order pricing (OrdersService)
 * asks this while pricing the referrer's next order and then calls `markApplied` in the same
 * transaction, so one reward becomes at most one discount line.
 */
export async function earnedRewardFor(db: Db, userId: string): Promise<{ id: string; percent: number } | undefined> {
  return db
    .selectFrom('referralRewards')
    .select(['id', 'percent'])
    .where('referrerId', '=', userId)
    .where('status', '=', 'earned')
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * earned → applied, only if it is still earned: two pricings racing for one reward, one wins
 * (false for the other, which then prices without it).
 */
export async function markApplied(db: Db, rewardId: string, orderId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('referralRewards')
    .set({ status: 'applied', appliedOrderId: orderId, appliedAt: now })
    .where('id', '=', rewardId)
    .where('status', '=', 'earned')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * One reward per friend: `friend_id` is unique, so a second Completed order, a repeated event or a
 * second process earns nothing (on conflict do nothing). True when this call wrote the reward.
 */
export async function insertEarnedReward(
  db: Db,
  reward: { referrerId: string; friendId: string; friendOrderId: string; percent: number; now: string },
): Promise<boolean> {
  const result = await db
    .insertInto('referralRewards')
    .values({
      id: randomUUID(),
      referrerId: reward.referrerId,
      friendId: reward.friendId,
      friendOrderId: reward.friendOrderId,
      percent: reward.percent,
      status: 'earned',
      appliedOrderId: null,
      createdAt: reward.now,
      appliedAt: null,
    })
    .onConflict((oc) => oc.column('friendId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export interface RewardRow {
  status: 'earned' | 'applied';
  percent: number;
  friendName: string;
  createdAt: string;
  appliedOrderNumber: string | null;
}

/** A referrer's rewards, newest first, with the friend's name and the order each was used on. */
export async function rewardsOf(db: Db, referrerId: string): Promise<RewardRow[]> {
  return db
    .selectFrom('referralRewards')
    .innerJoin('users as friend', 'friend.id', 'referralRewards.friendId')
    .leftJoin('orders as applied', 'applied.id', 'referralRewards.appliedOrderId')
    .select([
      'referralRewards.status',
      'referralRewards.percent',
      'friend.name as friendName',
      'referralRewards.createdAt',
      'applied.orderNumber as appliedOrderNumber',
    ])
    .where('referralRewards.referrerId', '=', referrerId)
    .orderBy('referralRewards.createdAt', 'desc')
    .orderBy('referralRewards.id', 'desc')
    .execute();
}

/** Who referred this account (null when no one did), and the referrer's phone. */
export async function referrerOf(db: Db, friendId: string): Promise<{ id: string; phone: string } | undefined> {
  return db
    .selectFrom('users as friend')
    .innerJoin('users as referrer', 'referrer.id', 'friend.referredBy')
    .select(['referrer.id', 'referrer.phone'])
    .where('friend.id', '=', friendId)
    .executeTakeFirst();
}

/** The account's first Completed order (by when it was completed), with the phone it was booked with. */
export async function firstCompletedOrder(db: Db, userId: string): Promise<{ id: string; phone: string } | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'phone'])
    .where('userId', '=', userId)
    .where('status', '=', 'Completed')
    .orderBy('completedAt', 'asc')
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
}

/** How many accounts signed up with this referrer's code, and how many of them have a Completed order. */
export async function friendCounts(db: Db, referrerId: string): Promise<{ joined: number; completed: number }> {
  const row = await db
    .selectFrom('users as friend')
    .select((eb) => [
      eb.fn.countAll<number>().as('joined'),
      eb.fn
        .count<number>('friend.id')
        .filterWhere((w) =>
          w.exists(w.selectFrom('orders').select('orders.id').whereRef('orders.userId', '=', 'friend.id').where('orders.status', '=', 'Completed')),
        )
        .as('completed'),
    ])
    .where('friend.referredBy', '=', referrerId)
    .executeTakeFirstOrThrow();
  return { joined: Number(row.joined), completed: Number(row.completed) };
}
