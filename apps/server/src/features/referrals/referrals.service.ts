import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { REFERRAL_PERCENT } from '@laundry/shared/constants';
import type { MyReferrals } from '@laundry/shared/contracts/referrals';
import { normalizePhone } from '@laundry/shared/rules/phone';
import type { Db } from '../../db/db';
import type { Database } from '../../db/schema';
import type { OutboxConsumer } from '../outbox/outbox.public';
import type { UserRow, UsersRepository } from '../auth/auth.public';
import { ensureReferralCode } from '../auth/auth.public';
import { firstCompletedOrder, friendCounts, insertEarnedReward, referrerOf, rewardsOf } from './referral-rewards.repository';

/** What a friend's name shows on the referrer's screen: the first word only. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The web's sign-up page with the code filled in; the web makes the path absolute with its own origin. */
export function sharePath(code: string): string {
  return `/signup?ref=${encodeURIComponent(code)}`;
}

export class ReferralsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly users: UsersRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async mine(user: UserRow): Promise<MyReferrals> {
    const code = await ensureReferralCode(this.users, user);
    const [counts, rewards] = await Promise.all([friendCounts(this.db, user.id), rewardsOf(this.db, user.id)]);
    return {
      code,
      shareUrl: sharePath(code),
      percent: REFERRAL_PERCENT,
      friendsJoined: counts.joined,
      friendsCompleted: counts.completed,
      rewards: rewards.map((r) => ({
        status: r.status,
        percent: r.percent,
        friendFirstName: firstName(r.friendName),
        createdAt: r.createdAt,
        appliedOrderNumber: r.appliedOrderNumber,
      })),
    };
  }

  /**
   * An order of this referred customer became Completed: their referrer earns the reward for their first
   * Completed order (spec section 9). Safe to run any number of times, in any process: `friend_id`
   * is unique, so the first insert wins and the rest do nothing. It always looks at the friend's
   * first Completed order, not the one just announced, so a later completion never earns a second
   * reward and can only make good a first one whose announcement was lost.
   */
  async earnForFriend(friendId: string, db: Db = this.db): Promise<boolean> {
    const referrer = await referrerOf(db, friendId);
    if (!referrer) return false;
    const first = await firstCompletedOrder(db, friendId);
    if (!first) return false;
    // Booked with the referrer's own phone: the referrer ordering through a second account. No reward.
    if (normalizePhone(first.phone) === normalizePhone(referrer.phone)) {
      this.log.info({ friendId, orderId: first.id }, 'referral ignored: the order was booked with the referrer’s phone');
      return false;
    }
    return insertEarnedReward(db, {
      referrerId: referrer.id,
      friendId,
      friendOrderId: first.id,
      percent: REFERRAL_PERCENT,
      now: new Date().toISOString(),
    });
  }
}

/**
 * Referral rewards from the outbox (docs/decisions/0067): an order that became Completed, in any
 * process, crash or not, is seen at least once; the unique `friend_id` makes repeats earn nothing.
 */
export function referralConsumer(referrals: ReferralsService): OutboxConsumer {
  return {
    name: 'referrals',
    async handle(event, db) {
      if (event.type !== 'order.status-changed' || event.to !== 'Completed') return;
      const order = await db.selectFrom('orders').select('userId').where('id', '=', event.orderId).executeTakeFirst();
      if (order?.userId) await referrals.earnForFriend(order.userId, db);
    },
  };
}
