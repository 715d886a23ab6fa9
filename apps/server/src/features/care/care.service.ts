import { transaction } from '../../db/db';
import { randomUUID } from 'node:crypto';
import { MAX_PHOTO_BYTES } from '@laundry/shared/constants';
import type { StainDecision, StainKind } from '@laundry/shared/contracts/care';
import type { Order } from '@laundry/shared/contracts/orders';
import { STAIN_DECIDE_HOURS } from '@laundry/shared/rules/care';
import { toPaise } from '@laundry/shared/rules/money';
import { readCode } from '@laundry/shared/rules/tags';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import type { OrdersService, StainRow } from '../orders/orders.public';
import { cleanImage, imageTypeOf, NOT_AN_IMAGE_MESSAGE, PHOTO_TOO_LARGE_MESSAGE } from '../rider/rider.public';
import type { ShopSettingsService } from '../shop/shop.public';
import type { CareRepository } from './care.repository';

export const orderNotFound = () => new DomainError('not_found', 'Order not found.');
const stainNotFound = () => new DomainError('not_found', 'Stain not found.');

/** A scanned label or a typed code as its tag; anything else is looked up as typed (and not found). */
export function tagOf(code: string): string {
  const read = readCode(code);
  return read.ok ? read.tag : code.trim();
}

export const unknownPiece = (tag: string, orderNumber?: string) =>
  new DomainError('tag_unknown', orderNumber ? `The piece ${tag} is not part of order ${orderNumber}.` : `This order has no piece ${tag}.`);

function decidedAlready(stain: StainRow): DomainError {
  return new DomainError(
    'stain_decided',
    stain.status === 'pending'
      ? `This stain was not answered within ${STAIN_DECIDE_HOURS} hours: the piece is cleaned normally and returned as it is.`
      : `This stain has already been ${stain.status}.`,
  );
}

/**
 * Stains the shop flags on a piece and the customer approves or declines (docs/decisions/0057).
 * Each change is one transaction that first takes the order's row, so decisions on one order
 * queue up; the order is announced (and answered) once committed.
 */
export class StainsService {
  constructor(
    private readonly repo: CareRepository,
    private readonly orders: OrdersService,
    private readonly shop: ShopSettingsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** When a stain flagged before it counts as expired (its 24 hours are over). */
  private cutoff(now: Date): string {
    return new Date(now.getTime() - STAIN_DECIDE_HOURS * 3_600_000).toISOString();
  }

  async flag(admin: UserRow, orderId: string, input: { tag: string; kind: StainKind; note: string; charge: number }): Promise<Order> {
    const now = this.now();
    const at = now.toISOString();
    const tag = tagOf(input.tag);
    await transaction(this.repo.db, async (trx) => {
      const order = await this.repo.lockOrder(trx, orderId, at);
      if (!order) throw orderNotFound();
      if (order.pricedAt === null || order.status === 'Completed' || order.status === 'Cancelled') {
        throw new DomainError(
          'stain_not_allowed',
          order.pricedAt === null
            ? 'A stain is flagged on a priced order: price this order first.'
            : `This order is ${order.status}: stains are flagged while it is with the shop.`,
        );
      }
      const piece = await this.repo.pieceOf(trx, orderId, tag);
      if (!piece) throw unknownPiece(tag);
      if (await this.repo.hasPendingStain(trx, piece.tag, this.cutoff(now))) {
        throw new DomainError('stain_pending', `The piece ${piece.tag} has a stain still waiting for the customer’s answer.`);
      }
      await this.repo.insertStain(trx, {
        id: randomUUID(),
        orderId,
        tag: piece.tag,
        service: piece.service,
        item: piece.item,
        kind: input.kind,
        note: input.note,
        charge: toPaise(input.charge),
        photoBytes: null,
        status: 'pending',
        flaggedBy: admin.id,
        flaggedAt: at,
        decidedAt: null,
      });
    });
    return this.orders.publishUpdated(orderId);
  }

  /**
   * The stain's photo (one a stain; a new one replaces it), told apart by its bytes, never by the
   * type the client named, and checked before anything is written.
   */
  async setPhoto(stainId: string, body: unknown): Promise<Order> {
    if (!Buffer.isBuffer(body)) throw new DomainError('not_an_image', NOT_AN_IMAGE_MESSAGE);
    if (!imageTypeOf(body)) throw new DomainError('not_an_image', NOT_AN_IMAGE_MESSAGE);
    if (body.length > MAX_PHOTO_BYTES) throw new DomainError('too_many_photos', PHOTO_TOO_LARGE_MESSAGE);
    // Decoded and written again without its metadata; what does not decode is not a photo.
    const image = await cleanImage(body);
    if (!image) throw new DomainError('not_an_image', NOT_AN_IMAGE_MESSAGE);
    const stain = await this.repo.findStain(this.repo.db, stainId);
    if (!stain) throw stainNotFound();
    await transaction(this.repo.db, async (trx) => {
      if (!(await this.repo.lockOrder(trx, stain.orderId, this.now().toISOString()))) throw orderNotFound();
      await this.repo.setPhoto(trx, stainId, image);
    });
    return this.orders.publishUpdated(stain.orderId);
  }

  /** The photo, for the order's customer and the shop's admins; to anyone else the order is missing. */
  async photo(user: UserRow, orderId: string, stainId: string): Promise<{ mime: string; bytes: Buffer }> {
    const owner = await this.repo.orderOwner(orderId);
    if (!owner || (user.role !== 'admin' && owner.userId !== user.id)) throw orderNotFound();
    const photo = await this.repo.photo(orderId, stainId);
    if (!photo) throw new DomainError('not_found', 'Photo not found.');
    return photo;
  }

  /** Another customer's order answers as a missing one does (before the body is even read). */
  async assertOwnOrder(user: UserRow, orderId: string): Promise<void> {
    const owner = await this.repo.orderOwner(orderId);
    if (!owner || owner.userId !== user.id) throw orderNotFound();
  }

  /**
   * The customer's answer, once, within 24 hours. Approving a charge re-prices the order in the
   * same transaction: its own lines as they are, plus one line per approved charge, the rest of the
   * bill worked out again (OrdersService.repriceWithin); the invoice number stays.
   */
  async decide(user: UserRow, orderId: string, stainId: string, decision: StainDecision): Promise<Order> {
    // Read before the transaction: SQLite's one connection is the transaction's until it ends.
    const settings = await this.orders.pricingSettings();
    const now = this.now();
    await transaction(this.repo.db, async (trx) => {
      const order = await this.repo.lockOrder(trx, orderId, now.toISOString());
      if (!order || order.userId !== user.id) throw orderNotFound();
      const stain = await this.repo.findStain(trx, stainId);
      if (!stain || stain.orderId !== orderId) throw stainNotFound();
      const status = decision === 'approve' ? 'approved' : 'declined';
      if (!(await this.repo.decide(trx, stainId, status, now.toISOString(), this.cutoff(now)))) throw decidedAlready(stain);
      // A charge of 0 asks only whether to treat the stain: the bill stays as it is.
      if (status === 'approved' && Number(stain.charge) > 0) await this.orders.repriceWithin(trx, orderId, settings, now, user);
    });
    return this.orders.publishUpdated(orderId);
  }
}
