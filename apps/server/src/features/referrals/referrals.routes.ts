import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myReferralsSchema } from '@laundry/shared/contracts/referrals';
import { currentUser } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { ReferralsService } from './referrals.service';

/** Referral codes and rewards (spec section 9, docs/decisions/0046). */
export async function referralRoutes(fastify: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const referrals = new ReferralsService(deps.db, deps.users, deps.log);

  app.get('/referrals/mine', { preValidation: deps.guards.requireUser, schema: { response: { 200: myReferralsSchema } } }, async (request) =>
    referrals.mine(currentUser(request)),
  );
}
