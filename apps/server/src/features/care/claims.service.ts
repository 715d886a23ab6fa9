import { transaction } from '../../db/db';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AdminClaim, ClaimKind, ClaimStatus, claimResolveBody } from '@laundry/shared/contracts/care';
import type { Order } from '@laundry/shared/contracts/orders';
import { CLAIM_WINDOW_HOURS, claimWindowOpen } from '@laundry/shared/rules/care';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { formatInr, fromPaise, toPaise } from '@laundry/shared/rules/money';
import { isUniqueViolation } from '../../db/database';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import { toClaim, toStain } from '../orders/orders.public';
import type { OrdersService, StainRow } from '../orders/orders.public';
import { appendPayment } from '../payments/payments.public';
import type { ShopSettingsService } from '../shop/shop.public';
import type { CareRepository, ClaimListRow } from './care.repository';
import { orderNotFound, tagOf, unknownPiece } from './care.service';

/** The newest claims the admin's view lists at once: far more than a shop has open. */
const CLAIMS_LIMIT = 500;

const claimNotFound = () => new DomainError('not_found', 'Claim not found.');
const claimResolved = () => new DomainError('claim_resolved', 'This claim has already been resolved.');
const claimExists = (tag: string) => new DomainError('claim_exists', `The piece ${tag} already has an open claim: the shop is looking into it.`);

/**
 * Claims for a missing or damaged piece after delivery, and how the shop settles them
 * (docs/decisions/0057): a free rewash, store credit, a refund or a reasoned rejection, once.
 */
export class ClaimsService {
  constructor(
    private readonly repo: CareRepository,
    private readonly orders: OrdersService,
    private readonly shop: ShopSettingsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The customer's claim, on their own Completed order within 48 hours of delivery; one open claim a piece. */
  async claim(user: UserRow, orderId: string, input: { tag: string; kind: ClaimKind; note: string }): Promise<Order> {
    const now = this.now();
    const tag = tagOf(input.tag);
    try {
      await transaction(this.repo.db, async (trx) => {
        const order = await this.repo.lockOrder(trx, orderId, now.toISOString());
        if (!order || order.userId !== user.id) throw orderNotFound();
        if (!claimWindowOpen(order.status, order.completedAt, now)) {
          throw new DomainError(
            'claim_window_closed',
            order.status === 'Completed'
              ? `A problem with a piece is reported within ${CLAIM_WINDOW_HOURS} hours of delivery; that time has passed for this order. Please call or WhatsApp the shop.`
              : `A problem with a piece is reported once the order is delivered, within ${CLAIM_WINDOW_HOURS} hours.`,
          );
        }
        const piece = await this.repo.pieceOf(trx, orderId, tag);
        if (!piece) throw unknownPiece(tag);
        if (await this.repo.hasOpenClaim(trx, piece.tag)) throw claimExists(piece.tag);
        await this.repo.insertClaim(trx, {
          id: randomUUID(),
          orderId,
          tag: piece.tag,
          service: piece.service,
          item: piece.item,
          kind: input.kind,
          note: input.note,
          status: 'open',
          outcome: null,
          amount: null,
          method: '',
          reason: '',
          rewashOrderId: null,
          createdBy: user.id,
          createdAt: now.toISOString(),
          resolvedAt: null,
          resolvedBy: null,
        });
      });
    } catch (error) {
      // Two claims at once on PostgreSQL: the unique index on open claims refuses the second.
      if (isUniqueViolation(error, 'tag')) throw claimExists(tag);
      throw error;
    }
    return this.orders.publishUpdated(orderId);
  }

  async list(status: ClaimStatus | undefined): Promise<{ claims: AdminClaim[] }> {
    return { claims: await this.withWhatIsKnown(await this.repo.listClaims(status, CLAIMS_LIMIT)) };
  }

  /**
   * Settles the claim, once: of two at once, one resolves it and the other is told it is resolved.
   * The outcome's ledger entries and the rewash order are written in the same transaction; the
   * amount may be at most the claimed order's total.
   */
  async resolve(admin: UserRow, claimId: string, input: z.output<typeof claimResolveBody>): Promise<AdminClaim> {
    const claim = await this.repo.findClaim(this.repo.db, claimId);
    if (!claim) throw claimNotFound();
    if (claim.status === 'resolved') throw claimResolved();
    const { outcome } = input;
    const paid = outcome === 'credit' || outcome === 'refund';
    const amount = paid && input.amount !== undefined ? toPaise(input.amount) : null;
    const method = outcome === 'refund' ? (input.method ?? 'cash') : '';
    const now = this.now();
    const tomorrow = addDays(istDate(now), 1);
    // What a rewash needs is read before the transaction (SQLite's one connection is the transaction's).
    const rewashFacts = outcome === 'rewash' ? await Promise.all([this.orders.prepareBookings(tomorrow, 1), this.orders.pricingSettings()]) : null;
    let rewashId: string | null = null;
    await transaction(this.repo.db, async (trx) => {
      const order = await this.repo.lockOrder(trx, claim.orderId, now.toISOString());
      if (!order) throw orderNotFound();
      if (amount !== null && amount > order.total) {
        throw new DomainError('validation_failed', `The amount can be at most the order's total, ${formatInr(fromPaise(order.total))}.`, {
          field: 'amount',
        });
      }
      const resolved = await this.repo.resolve(trx, claimId, {
        outcome,
        amount,
        method,
        reason: input.reason ?? '',
        resolvedAt: now.toISOString(),
        resolvedBy: admin.id,
      });
      if (!resolved) throw claimResolved();
      if (rewashFacts) {
        const [planner, shop] = rewashFacts;
        const rewash = await this.orders.createRewashWithin(trx, claim, tomorrow, planner, shop);
        await this.repo.setRewashOrder(trx, claimId, rewash.id);
        rewashId = rewash.id;
      }
      if (amount !== null) {
        const entry = {
          orderId: claim.orderId,
          reference: '',
          note: `Claim for ${claim.tag} (${claim.item})`,
          source: 'claim' as const,
          correctsId: null,
          statementLineId: null,
          recordedBy: admin.id,
          recordedByName: admin.name,
          at: now,
        };
        // What the shop grants: anything beyond the order's due becomes store credit (the ledger's rule).
        await appendPayment(trx, { ...entry, method: 'claim', amount }, admin);
        // A refund pays that out again: money leaving the till, and the order's due as it was.
        // (A millisecond later, so the ledger lists it after the grant it pays out.)
        if (outcome === 'refund')
          await appendPayment(trx, { ...entry, method: method || 'cash', amount: -amount, at: new Date(now.getTime() + 1) }, admin);
      }
    });
    if (rewashId) await this.orders.publishCreated(rewashId);
    await this.orders.publishUpdated(claim.orderId);
    const [answered] = await this.withWhatIsKnown(await this.repo.listClaims(undefined, 1, claimId));
    if (!answered) throw claimNotFound();
    return answered;
  }

  /** Each claim with its order's customer, intake notes and photos, and the piece's stains: three queries in all. */
  private async withWhatIsKnown(rows: ClaimListRow[]): Promise<AdminClaim[]> {
    const [photos, stains] = await Promise.all([
      this.repo.photoIdsOf([...new Set(rows.filter((r) => r.intakeAt !== null).map((r) => r.orderId))]),
      this.repo.stainsOn([...new Set(rows.map((r) => r.tag))]),
    ]);
    const byTag = new Map<string, StainRow[]>();
    for (const s of stains) byTag.set(s.tag, [...(byTag.get(s.tag) ?? []), s]);
    const now = this.now();
    return rows.map((row) => ({
      ...toClaim(row),
      orderNumber: row.orderNumber,
      customer: { _id: row.userId, name: row.customerName, phone: row.phone },
      completedAt: row.completedAt,
      intake: row.intakeAt === null ? null : { notes: row.intakeNotes, photos: (photos.get(row.orderId) ?? []).map((_id) => ({ _id })) },
      stains: (byTag.get(row.tag) ?? []).map((s) => toStain(s, now)),
    }));
  }
}
