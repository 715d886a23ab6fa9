import type { Trx } from '../../db/db';
import type { z } from 'zod';
import type { pickupBody, RiderActionAnswer, RiderActionKind, RiderStopsAnswer } from '@laundry/shared/contracts/rider';
import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { readyBy } from '@laundry/shared/rules/ready-by';
import { routeOrder } from '@laundry/shared/rules/route-order';
import { nextOpenWindow } from '@laundry/shared/rules/slots';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import type { FeatureDeps } from '../feature-deps';
import { PROMISE_NOT_MOVED } from '../orders/orders.public';
import { appendPayment } from '../payments/payments.public';
import { pickupRulesOf } from '../shop/shop.public';
import { slotPlaces } from '../slots/slots.public';
import type { ActionKeys } from './action-keys';
import { photosRepository } from './photos.repository';
import type { RiderRepository, StopChange, StopRow } from './rider.repository';
import { duePaise, toStop } from './stop-mapper';
import { deliveryWindow, isStopOn, pickupWindow, type Calendar } from './stop-plan';

export const orderNotFound = () => new DomainError('not_found', 'Order not found.');
const notReady = (message: string) => new DomainError('stop_not_ready', message);

/** What an action sees: the rider's order, held for the transaction. */
interface Held {
  trx: Trx;
  row: StopRow;
  now: Date;
  at: string;
  calendar: Calendar;
}

/** A delivery can go out once the shop has priced the order (the rider collects the bill). */
function isDeliverable(row: StopRow): boolean {
  return row.status === 'Delivering' || (row.status === 'In Progress' && row.pricedAt !== null);
}

/** A stop done (or moved) clears what was said on the way to it. */
const STOP_DONE: StopChange = { onTheWayAt: null, notAvailableReason: '', notAvailableAt: null };

/** The rider's day (docs/decisions/0048): their stops in route order, and what they do at each. */
export class RiderService {
  constructor(
    private readonly repo: RiderRepository,
    private readonly keys: ActionKeys,
    private readonly deps: Pick<FeatureDeps, 'orders' | 'shop' | 'serviceArea' | 'log'>,
  ) {}

  async calendar(): Promise<Calendar> {
    const [settings, closed] = await Promise.all([this.deps.shop.get(), this.deps.serviceArea.listClosedDates()]);
    return { rules: pickupRulesOf(settings), closedDates: new Set(closed.map((d) => d.date)) };
  }

  async stops(rider: UserRow, day: 'today' | 'tomorrow'): Promise<RiderStopsAnswer> {
    const today = istDate(new Date());
    const date = day === 'today' ? today : addDays(today, 1);
    const [calendar, settings, rows] = await Promise.all([this.calendar(), this.deps.shop.get(), this.repo.candidates(rider.id, date)]);
    const due = rows.filter((row) => isStopOn(row, date));
    const photos = await photosRepository.idsFor(
      this.repo.db,
      due.filter((r) => r.intakeAt !== null).map((r) => r.id),
    );
    const stops = due.map((row) => toStop(row, photos.get(row.id) ?? [], calendar));
    const shop = settings.shopLat !== null && settings.shopLng !== null ? { lat: settings.shopLat, lng: settings.shopLng } : null;
    return { date, stops: routeOrder(stops, shop).map((stop, i) => ({ ...stop, sequence: i + 1 })) };
  }

  /** Whether the order is this rider's: asked before a body is read, so another's order is a missing one. */
  async assertAssigned(rider: UserRow, orderId: string): Promise<void> {
    if (!(await this.repo.isAssigned(orderId, rider.id))) throw orderNotFound();
  }

  /**
   * One action on the rider's order: in one transaction with its Idempotency-Key, answered with
   * the stop as the action left it, and announced (with any other order it touched) once committed.
   */
  private async act(
    rider: UserRow,
    orderId: string,
    kind: RiderActionKind,
    key: string | null,
    apply: (held: Held) => Promise<string[] | void>,
  ): Promise<RiderActionAnswer> {
    const calendar = await this.calendar();
    const touched: string[] = [];
    const result = await this.keys.once<RiderActionAnswer>(key ? { key, riderId: rider.id, orderId, kind } : null, async (trx) => {
      const now = new Date();
      const at = now.toISOString();
      const row = await this.repo.lock(trx, orderId, rider.id, at);
      if (!row) throw orderNotFound();
      touched.push(...((await apply({ trx, row, now, at, calendar })) ?? []));
      const after = (await this.repo.read(trx, orderId)) ?? row;
      const photos = await photosRepository.idsFor(trx, [orderId]);
      return { status: 200, answer: toStop(after, photos.get(orderId) ?? [], calendar) };
    });
    if (!result.replayed) await this.announce([orderId, ...touched]);
    return result.answer;
  }

  /** The dashboard and the customer hear of it; the change is made whether or not they do. */
  async announce(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      try {
        await this.deps.orders.publishUpdated(id);
      } catch (error) {
        this.deps.log.warn({ err: error, orderId: id }, 'could not announce a rider action');
      }
    }
  }

  onTheWay(rider: UserRow, orderId: string, key: string | null): Promise<RiderActionAnswer> {
    return this.act(rider, orderId, 'on-the-way', key, async ({ trx, row, at }) => {
      if (row.status !== 'Pending' && !isDeliverable(row)) throw notReady(`This order is ${row.status}: there is no stop to go to.`);
      await this.repo.change(trx, row.id, { onTheWayAt: at }, at, rider);
      return this.repo.clearOtherOnTheWay(trx, row.riderId ?? rider.id, row.id, at);
    });
  }

  pickup(rider: UserRow, orderId: string, body: z.output<typeof pickupBody>, key: string | null): Promise<RiderActionAnswer> {
    return this.act(rider, orderId, 'pickup', key, async ({ trx, row, at }) => {
      if (row.status !== 'Pending') throw notReady(`This pickup is done already: the order is ${row.status}.`);
      if (body.photoIds !== undefined) {
        const own = new Set((await photosRepository.idsFor(trx, [row.id])).get(row.id) ?? []);
        body.photoIds.forEach((id, i) => {
          if (!own.has(id) || body.photoIds!.indexOf(id) !== i) {
            throw new DomainError('validation_failed', 'This photo is not one of this order’s photos (or is listed twice).', {
              field: `photoIds.${i}`,
            });
          }
        });
        await photosRepository.keepOnly(trx, row.id, body.photoIds);
      }
      await this.repo.change(
        trx,
        row.id,
        {
          ...STOP_DONE,
          status: 'In Progress',
          inProgressAt: at,
          pieces: body.pieces,
          intakeItems: JSON.stringify(body.items.map(({ item, service, qty, unit }) => ({ item, service, qty, ...(unit === 'kg' ? { unit } : {}) }))),
          intakeNotes: body.notes,
          intakeAt: at,
          piecesConfirmedAt: null,
        },
        at,
        rider,
      );
    });
  }

  outForDelivery(rider: UserRow, orderId: string, key: string | null): Promise<RiderActionAnswer> {
    return this.act(rider, orderId, 'out-for-delivery', key, async ({ trx, row, at }) => {
      if (row.status === 'In Progress' && row.pricedAt === null)
        throw notReady('This order is not priced yet: the shop prices it before it goes out.');
      if (row.status === 'Pending') throw notReady('This order is not picked up yet: there is nothing to take out.');
      if (row.status !== 'In Progress') throw notReady(`This order is ${row.status}: only an order back from the wash goes out for delivery.`);
      await this.repo.change(trx, row.id, { status: 'Delivering', deliveringAt: at }, at, rider);
    });
  }

  /** Delivered, with what was collected at the door entered in the ledger in the same transaction. */
  delivered(
    rider: UserRow,
    orderId: string,
    input: { amountPaise: number; method: 'cash' | 'upi'; reference: string },
    key: string | null,
  ): Promise<RiderActionAnswer> {
    return this.act(rider, orderId, 'delivered', key, async ({ trx, row, at }) => {
      if (!isDeliverable(row)) {
        throw notReady(
          row.status === 'In Progress'
            ? 'This order is not priced yet: the shop prices it before it is delivered.'
            : row.status === 'Pending'
              ? 'This order is not picked up yet: there is nothing to deliver.'
              : `This order is ${row.status}: there is nothing to deliver.`,
        );
      }
      const due = duePaise(row);
      if (input.amountPaise > due) {
        throw new DomainError(
          'amount_over_due',
          `${formatInr(fromPaise(input.amountPaise))} is more than the ${formatInr(fromPaise(due))} due on this order. Enter what is due, or less.`,
        );
      }
      if (input.amountPaise > 0) {
        await appendPayment(
          trx,
          {
            orderId: row.id,
            method: input.method,
            amount: input.amountPaise,
            reference: input.reference,
            note: '',
            source: 'rider',
            correctsId: null,
            statementLineId: null,
            recordedBy: rider.id,
            recordedByName: rider.name,
            at: new Date(at),
          },
          rider,
        );
      }
      await this.repo.change(trx, row.id, { ...STOP_DONE, status: 'Completed', completedAt: at }, at, rider);
    });
  }

  /**
   * The customer was not there: the stop moves to the next open window (a pickup takes a place
   * there even past the window's capacity, and gives back its old one) and the admin sees why.
   * With no open window in the next fortnight the stop stays where it is, the reason recorded.
   */
  notAvailable(rider: UserRow, orderId: string, reason: string, key: string | null): Promise<RiderActionAnswer> {
    return this.act(rider, orderId, 'not-available', key, async ({ trx, row, now, at, calendar }) => {
      const said: StopChange = { notAvailableReason: reason, notAvailableAt: at, onTheWayAt: null };
      if (row.status === 'Pending') {
        const next = nextOpenWindow(row.slotStart ?? pickupWindow(row, calendar).start ?? at, calendar.rules, calendar.closedDates, now);
        if (!next) return void (await this.repo.change(trx, row.id, said, at, rider));
        if (row.slotStart) await slotPlaces.give(trx, row.slotStart);
        await slotPlaces.add(trx, next.start);
        const pickupDate = istDate(new Date(next.start));
        const promise = readyBy(
          { service: row.service, delivery: row.delivery, pickupDate, slotEnd: next.end },
          calendar.rules,
          calendar.closedDates,
        );
        await this.repo.change(
          trx,
          row.id,
          // Counted again from the new window: a new promise, not a slipped one (docs/decisions/0059).
          { ...said, slotStart: next.start, slotEnd: next.end, pickupDate, pickupTime: next.label, readyBy: promise, ...PROMISE_NOT_MOVED },
          at,
          rider,
        );
        return;
      }
      if (!isDeliverable(row)) throw notReady(`This order is ${row.status}: there is no stop to move.`);
      const next = nextOpenWindow(deliveryWindow(row, calendar).start ?? at, calendar.rules, calendar.closedDates, now);
      await this.repo.change(trx, row.id, next ? { ...said, deliverySlotStart: next.start } : said, at, rider);
    });
  }
}
