import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Order } from '@laundry/shared/contracts/orders';
import { myReferralsSchema } from '@laundry/shared/contracts/referrals';
import { currentUser } from '../auth/auth.hooks';
import type { FeatureDeps } from '../feature-deps';
import { ReferralsService } from './referrals.service';

/** Referral codes and rewards (spec section 9, docs/decisions/0046). */
export async function referralRoutes(fastify: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const referrals = new ReferralsService(deps.db, deps.users, deps.log);

  /*
   * Rewards are earned by listening to `orderUpdated`, not inside the status change's transaction:
   * the orders feature stays unaware of referrals, and the event is only emitted after the change
   * has committed, in the process that made it. A crash between the commit and the listener loses
   * that one announcement; the friend's next Completed order makes it good (earnFrom looks at the
   * first Completed order). The unique `friend_id` keeps it to one reward per friend whichever
   * process, or how many repeated announcements, get there.
   */
  const inFlight = new Set<Promise<unknown>>();
  const onOrderUpdated = (order: Order) => {
    if (order.status !== 'Completed' || !order.userId._id) return;
    const work = referrals
      .earnFrom(order)
      .catch((error: unknown) => deps.log.error({ err: error, orderId: order._id }, 'referral reward not recorded'))
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
  };
  deps.events.on('orderUpdated', onOrderUpdated);
  fastify.addHook('onClose', async () => {
    deps.events.off('orderUpdated', onOrderUpdated);
    // Let rewards being written finish before the database closes.
    await Promise.allSettled([...inFlight]);
  });

  app.get('/referrals/mine', { preValidation: deps.guards.requireUser, schema: { response: { 200: myReferralsSchema } } }, async (request) =>
    referrals.mine(currentUser(request)),
  );
}
