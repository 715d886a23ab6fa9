import type { Actor } from '../../lib/actor';
import { randomUUID } from 'node:crypto';
import type { PackOffer, PackPurchase, PackSaleBody } from '@laundry/shared/contracts/packs';
import type { GatewayMethod } from '@laundry/shared/constants';
import { istDate } from '@laundry/shared/rules/ist';
import { fromPaise, toPaise } from '@laundry/shared/rules/money';
import { packExpiry } from '@laundry/shared/rules/prepaid-packs';
import { transaction } from '../../db/db';
import { DomainError } from '../../domain-error';
import { recordAudit } from '../audit/audit.public';
import type { UserRow, UsersRepository } from '../auth/auth.public';
import type { PackOfferRow, PackPurchaseRow, PacksRepository } from './packs.repository';

const offerNotFound = () => new DomainError('not_found', 'Prepaid pack not found.');
const inactive = () => new DomainError('pack_inactive', 'The shop no longer offers this prepaid pack.');

export const toOffer = (row: PackOfferRow): PackOffer => ({
  _id: row.id,
  price: fromPaise(Number(row.price)),
  credit: fromPaise(Number(row.credit)),
  validDays: row.validDays === null ? null : Number(row.validDays),
  active: Number(row.active) === 1,
  createdAt: row.createdAt,
});

export const toPurchase = (row: PackPurchaseRow): PackPurchase => ({
  _id: row.id,
  offerId: row.offerId,
  userId: row.userId,
  phone: row.phone,
  price: fromPaise(Number(row.price)),
  credit: fromPaise(Number(row.credit)),
  status: row.status,
  method: row.method,
  reference: row.reference,
  paidAt: row.paidAt,
  expiresOn: row.expiresOn,
});

/** What a captured gateway payment did to a pack purchase. */
export type PackPaymentOutcome = 'paid' | 'already' | 'unknown' | 'wrong_amount';

/**
 * Prepaid packs (docs/decisions/0087): the owner's offers, a sale at the counter (paid at once),
 * and a purchase online (pending until the gateway's payment marks it paid, once).
 */
export class PacksService {
  constructor(
    private readonly repo: PacksRepository,
    private readonly users: UsersRepository,
    private readonly clock: () => number,
  ) {}

  async offers(activeOnly: boolean): Promise<PackOffer[]> {
    return (await this.repo.offers(activeOnly)).map(toOffer);
  }

  async create(input: { price: number; credit: number; validDays: number | null }, by: Actor): Promise<PackOffer> {
    const now = new Date(this.clock()).toISOString();
    const row = {
      id: randomUUID(),
      price: toPaise(input.price),
      credit: toPaise(input.credit),
      validDays: input.validDays,
      createdAt: now,
      updatedAt: now,
    };
    await transaction(this.repo.db, async (trx) => {
      await this.repo.insertOffer(trx, row);
      await recordAudit(
        trx,
        {
          action: 'pack.offered',
          entity: 'pack',
          entityId: row.id,
          before: {},
          after: { price: row.price, credit: row.credit, validDays: row.validDays },
        },
        by,
      );
    });
    return toOffer({ ...row, active: 1 });
  }

  async setActive(id: string, active: boolean, by: Actor): Promise<PackOffer> {
    const now = new Date(this.clock()).toISOString();
    const row = await transaction(this.repo.db, async (trx) => {
      const offer = await this.repo.findOffer(trx, id);
      if (!offer) throw offerNotFound();
      await this.repo.setActive(trx, id, active, now);
      await recordAudit(
        trx,
        {
          action: 'pack.changed',
          entity: 'pack',
          entityId: id,
          before: { active: Number(offer.active) === 1 },
          after: { active },
        },
        by,
      );
      return { ...offer, active: active ? 1 : 0 };
    });
    return toOffer(row);
  }

  private async activeOffer(id: string): Promise<PackOfferRow> {
    const offer = await this.repo.findOffer(this.repo.db, id);
    if (!offer) throw offerNotFound();
    if (Number(offer.active) !== 1) throw inactive();
    return offer;
  }

  /** A sale at the counter: paid now, so its credit counts from today. */
  async sell(admin: UserRow, input: PackSaleBody & { phone: string; reference: string }): Promise<PackPurchase> {
    const offer = await this.activeOffer(input.offerId);
    const account = await this.users.findByPhone(input.phone);
    const at = new Date(this.clock());
    const paidDay = istDate(at);
    const row: PackPurchaseRow = {
      id: randomUUID(),
      offerId: offer.id,
      // An account with this phone holds the credit; otherwise the walk-in's phone does.
      userId: account?.id ?? null,
      phone: input.phone,
      price: Number(offer.price),
      credit: Number(offer.credit),
      validDays: offer.validDays === null ? null : Number(offer.validDays),
      status: 'paid',
      method: input.method,
      reference: input.reference,
      gatewayLinkId: null,
      gatewayPaymentId: null,
      recordedBy: admin.id,
      recordedByName: admin.name,
      createdAt: at.toISOString(),
      paidAt: at.toISOString(),
      paidDay,
      expiresOn: packExpiry(paidDay, offer.validDays === null ? null : Number(offer.validDays)),
    };
    await transaction(this.repo.db, async (trx) => {
      await this.repo.insertPurchase(trx, row);
      await recordAudit(
        trx,
        {
          action: 'pack.sold',
          entity: 'pack_purchase',
          entityId: row.id,
          before: {},
          after: { offerId: offer.id, price: row.price, credit: row.credit, method: row.method, reference: row.reference, userId: row.userId },
          at,
        },
        admin,
      );
    });
    return toPurchase(row);
  }

  /** An online purchase waiting for the gateway; the link is attached once made. */
  async pending(user: UserRow, offerId: string): Promise<PackPurchaseRow> {
    const offer = await this.activeOffer(offerId);
    const row: PackPurchaseRow = {
      id: randomUUID(),
      offerId: offer.id,
      userId: user.id,
      phone: user.phone,
      price: Number(offer.price),
      credit: Number(offer.credit),
      validDays: offer.validDays === null ? null : Number(offer.validDays),
      status: 'pending',
      method: null,
      reference: '',
      gatewayLinkId: null,
      gatewayPaymentId: null,
      recordedBy: user.id,
      recordedByName: user.name,
      createdAt: new Date(this.clock()).toISOString(),
      paidAt: null,
      paidDay: null,
      expiresOn: null,
    };
    await this.repo.insertPurchase(this.repo.db, row);
    return row;
  }

  async attachLink(purchaseId: string, linkId: string): Promise<void> {
    await this.repo.setLink(this.repo.db, purchaseId, linkId);
  }

  findPurchase(id: string): Promise<PackPurchaseRow | undefined> {
    return this.repo.findPurchase(this.repo.db, id);
  }

  /**
   * A captured gateway payment through a pack's link: the purchase becomes paid once, however
   * often and however many at once the webhook delivers it; its credit counts from the day paid.
   */
  async payOnline(linkId: string, payment: { id: string; amount: number; method: GatewayMethod }): Promise<PackPaymentOutcome> {
    const purchase = await this.repo.findByLink(this.repo.db, linkId);
    if (!purchase) return 'unknown';
    if (payment.amount !== Number(purchase.price)) return 'wrong_amount';
    const at = new Date(this.clock());
    const paidDay = istDate(at);
    const paid = await this.repo.markPaid(this.repo.db, purchase.id, {
      method: payment.method,
      reference: payment.id,
      gatewayPaymentId: payment.id,
      paidAt: at.toISOString(),
      paidDay,
      expiresOn: packExpiry(paidDay, purchase.validDays === null ? null : Number(purchase.validDays)),
    });
    return paid ? 'paid' : 'already';
  }

  dayTakings(day: string) {
    return this.repo.dayTakings(day);
  }
}
