import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimits } from '../config';
import type { Database } from '../db/schema';
import type { Dialect } from '../db/database';
import type { DomainEvents } from '../realtime/domain-events';
import type { AuthGuards } from './auth/auth.hooks';
import type { PasswordResetService } from './auth/password-reset.service';
import type { UsersRepository } from './auth/users.repository';
import type { OrdersService } from './orders/orders.service';
import type { ServiceAreaRepository } from './shop/service-area.repository';
import type { ShopSettingsService } from './shop/shop-settings.service';

/** What the issue-13 and issue-14 features (payments, statements, dues, referrals, subscriptions) are built from. */
export interface FeatureDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  events: DomainEvents;
  guards: AuthGuards;
  orders: OrdersService;
  users: UsersRepository;
  /** Reset codes: the Staff screen issues one for a member (docs/decisions/0070). */
  resets: PasswordResetService;
  shop: ShopSettingsService;
  /** The pincodes served and the closed dates (docs/decisions/0048). */
  serviceArea: ServiceAreaRepository;
  rateLimits: RateLimits | null;
  log: FastifyBaseLogger;
  /** What "today" is read from (tests move it; docs/decisions/0074). */
  clock: () => number;
}
