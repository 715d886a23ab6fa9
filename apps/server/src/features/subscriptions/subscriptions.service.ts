import { transaction } from '../../db/db';
import { randomUUID } from 'node:crypto';
import type { SubscriptionStatus } from '@laundry/shared/constants';
import type {
  AdminPlan,
  AdminSubscription,
  CreatePlanInput,
  CreateSubscriptionInput,
  PatchPlanInput,
  Plan,
  Subscription,
} from '@laundry/shared/contracts/subscriptions';
import { istDate } from '@laundry/shared/rules/ist';
import { SUBSCRIPTION_BOOKING_DAYS, subscriptionDatesToBook } from '@laundry/shared/rules/subscription-dates';
import { DomainError } from '../../domain-error';
import type { DomainEvents } from '../../realtime/domain-events';
import type { UserRow } from '../auth/auth.public';
import type { OrdersService } from '../orders/orders.public';
import { slotPlaces } from '../slots/slots.public';
import type { PickupRow, PlanRow, SubscriptionWithPlan, SubscriptionsRepository } from './subscriptions.repository';

const notFound = () => new DomainError('not_found', 'Subscription not found.');
const planNotFound = () => new DomainError('not_found', 'Plan not found.');

function toPlan(row: PlanRow): Plan {
  return {
    _id: row.id,
    name: row.name,
    period: row.period,
    pickupsPerPeriod: Number(row.pickupsPerPeriod),
    discountPercent: Number(row.discountPercent),
    active: Number(row.active) === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toSubscription({ sub, plan }: SubscriptionWithPlan, pickups: readonly PickupRow[]): Subscription {
  const { _id, name, period, pickupsPerPeriod, discountPercent, active } = toPlan(plan);
  return {
    _id: sub.id,
    plan: { _id, name, period, pickupsPerPeriod, discountPercent, active },
    weekday: sub.weekday,
    pickupTime: sub.pickupTime,
    service: sub.service,
    address: sub.address,
    phone: sub.phone,
    status: sub.status,
    createdAt: sub.createdAt,
    updatedAt: sub.updatedAt,
    pickups: pickups
      .filter((p) => p.subscriptionId === sub.id)
      .map((p) => ({ date: p.pickupDate, state: p.state, orderId: p.orderId, orderNumber: p.orderNumber, orderStatus: p.orderStatus })),
  };
}

/** The first day of the month of a YYYY-MM-DD date: a monthly plan counts its pickups from there. */
const monthStart = (date: string) => `${date.slice(0, 8)}01`;

export class SubscriptionsService {
  constructor(
    private readonly repo: SubscriptionsRepository,
    private readonly orders: OrdersService,
    private readonly events: DomainEvents,
  ) {}

  async activePlans(): Promise<Plan[]> {
    return (await this.repo.listPlans(true)).map(toPlan);
  }

  async adminPlans(): Promise<AdminPlan[]> {
    const [plans, counts] = await Promise.all([this.repo.listPlans(false), this.repo.subscriberCounts()]);
    return plans.map((p) => ({ ...toPlan(p), subscribers: counts.get(p.id) ?? 0 }));
  }

  private async adminPlan(id: string): Promise<AdminPlan> {
    const found = (await this.adminPlans()).find((p) => p._id === id);
    if (!found) throw planNotFound();
    return found;
  }

  async createPlan(body: CreatePlanInput): Promise<AdminPlan> {
    const now = new Date().toISOString();
    const id = randomUUID();
    await this.repo.insertPlan({ id, ...body, active: 1, createdAt: now, updatedAt: now });
    return this.adminPlan(id);
  }

  async updatePlan(id: string, body: PatchPlanInput): Promise<AdminPlan> {
    const { active, ...fields } = body;
    const patch = { ...fields, ...(active === undefined ? {} : { active: active ? 1 : 0 }), updatedAt: new Date().toISOString() };
    if (!(await this.repo.updatePlan(id, patch))) throw planNotFound();
    return this.adminPlan(id);
  }

  private async answer(found: readonly SubscriptionWithPlan[]): Promise<Subscription[]> {
    const pickups = await this.repo.pickupsFrom(
      found.map((f) => f.sub.id),
      istDate(new Date()),
    );
    return found.map((f) => toSubscription(f, pickups));
  }

  async mine(user: UserRow): Promise<Subscription[]> {
    return this.answer(await this.repo.listForUser(user.id));
  }

  async adminList(): Promise<AdminSubscription[]> {
    const found = await this.repo.listAll(1000);
    const answered = await this.answer(found);
    return answered.map((s, i) => ({
      ...s,
      customer: { _id: found[i]!.sub.userId, name: found[i]!.customer.name, phone: found[i]!.customer.phone },
    }));
  }

  /** Another customer's subscription is indistinguishable from a missing one. */
  private async own(user: UserRow, id: string): Promise<SubscriptionWithPlan> {
    const found = await this.repo.find(id);
    if (!found || found.sub.userId !== user.id) throw notFound();
    return found;
  }

  private async one(id: string): Promise<Subscription> {
    const found = await this.repo.find(id);
    if (!found) throw notFound();
    return (await this.answer([found]))[0]!;
  }

  /** Subscribes and books the first pickups at once, so the customer sees them straight away. */
  async subscribe(user: UserRow, input: CreateSubscriptionInput): Promise<Subscription> {
    const plan = await this.repo.findPlan(input.planId);
    if (!plan || Number(plan.active) !== 1) throw new DomainError('plan_unavailable', 'This plan is no longer offered. Please choose another.');
    const now = new Date().toISOString();
    const id = randomUUID();
    await this.repo.insertSubscription({
      id,
      userId: user.id,
      planId: plan.id,
      weekday: input.weekday,
      pickupTime: input.pickupTime,
      address: input.address,
      phone: input.phone,
      service: input.service,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    });
    await this.book(id, new Date());
    return this.one(id);
  }

  /**
   * Pausing or cancelling cancels the pickups booked from today on that are still Pending; a pause
   * frees their dates so that resuming books them again. Cancelled is final.
   */
  async setStatus(user: UserRow, id: string, status: SubscriptionStatus): Promise<Subscription> {
    await this.own(user, id);
    const at = new Date();
    const now = at.toISOString();
    const cancelled = await transaction(this.repo.db, async (trx) => {
      const locked = await this.repo.lock(trx, id);
      if (!locked) throw notFound();
      if (locked.sub.status === 'cancelled')
        throw new DomainError('subscription_not_changeable', 'This subscription was cancelled. Please subscribe again.');
      if (locked.sub.status === status) return [];
      await this.repo.setStatus(trx, id, status, now);
      if (status === 'active') return [];
      const ids = await this.repo.cancelPendingOrders(trx, id, istDate(at), now, user);
      if (status === 'paused') await this.repo.releasePickups(trx, id, ids);
      return ids;
    });
    await Promise.all(cancelled.map((orderId) => this.orders.publishUpdated(orderId)));
    if (status === 'active') await this.book(id, at);
    return this.one(id);
  }

  /** Skips one pickup: its Pending order is cancelled and the date is never booked again. */
  async skip(user: UserRow, id: string, date: string): Promise<Subscription> {
    await this.own(user, id);
    const at = new Date();
    const now = at.toISOString();
    if (date < istDate(at)) throw new DomainError('subscription_not_changeable', 'Only a pickup from today on can be skipped.');
    const cancelledOrder = await transaction(this.repo.db, async (trx) => {
      const locked = await this.repo.lock(trx, id);
      if (!locked) throw notFound();
      if (locked.sub.status === 'cancelled')
        throw new DomainError('subscription_not_changeable', 'This subscription was cancelled. Please subscribe again.');
      const pickup = await this.repo.findPickup(trx, id, date);
      let cancelled: string | null = null;
      if (pickup?.orderId && pickup.orderStatus !== 'Cancelled') {
        if (!(await this.repo.cancelOrderIfPending(trx, pickup.orderId, now, user))) {
          throw new DomainError(
            'order_not_cancellable',
            `This pickup has already started (${pickup.orderStatus ?? 'unknown'}); it can no longer be skipped.`,
          );
        }
        cancelled = pickup.orderId;
      }
      await this.repo.markSkipped(trx, id, date, now);
      return cancelled;
    });
    if (cancelledOrder) await this.orders.publishUpdated(cancelledOrder);
    return this.one(id);
  }

  /** Books the due pickups of every active subscription; answers how many orders were made. */
  async bookDue(now: Date): Promise<number> {
    let booked = 0;
    for (const id of await this.repo.activeIds()) booked += await this.book(id, now);
    return booked;
  }

  /**
   * One subscription's due pickups, in one transaction: a date is claimed in subscription_pickups
   * (its unique key is the backstop should two bookers ever overlap) and only a claimed date gets
   * its order. The new orders are announced after the commit.
   */
  private async book(id: string, at: Date): Promise<number> {
    const today = istDate(at);
    // Read before the transaction: on SQLite nothing can be read outside it while it is open.
    const planner = await this.orders.prepareBookings(today, SUBSCRIPTION_BOOKING_DAYS);
    const created = await transaction(this.repo.db, async (trx) => {
      const locked = await this.repo.lock(trx, id);
      if (!locked || locked.sub.status !== 'active') return [];
      const { sub, plan, customer } = locked;
      const taken = await this.repo.takenDates(trx, id, monthStart(today));
      const dates = subscriptionDatesToBook({
        today,
        weekday: sub.weekday,
        period: plan.period,
        pickupsPerPeriod: Number(plan.pickupsPerPeriod),
        taken,
      });
      const orderIds: string[] = [];
      for (const date of dates) {
        if (!(await this.repo.claimPickup(trx, id, date, at.toISOString()))) continue;
        const orderId = await this.orders.createForSubscription(
          {
            userId: sub.userId,
            customerName: customer.name,
            phone: sub.phone,
            service: sub.service,
            pickupDate: date,
            pickupTime: sub.pickupTime,
            pickupAddress: sub.address,
            subscriptionId: id,
          },
          planner,
          (row) => this.repo.insertOrder(trx, row),
          // A plan's pickup counts in its window, past capacity if need be (docs/decisions/0048).
          (slotStart) => slotPlaces.add(trx, slotStart),
        );
        await this.repo.setPickupOrder(trx, id, date, orderId);
        orderIds.push(orderId);
      }
      return orderIds;
    });
    for (const orderId of created) this.events.emit('orderCreated', await this.orders.get(orderId));
    return created.length;
  }
}
