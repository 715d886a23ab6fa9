import { todayBoardSchema, type PieceState, type RackCheck, type ScannedPiece, type TodayBoard } from '@laundry/shared/contracts/pieces';
import type { Order } from '@laundry/shared/contracts/orders';
import { istDate, istDayRangeUtc } from '@laundry/shared/rules/ist';
import { readCode } from '@laundry/shared/rules/tags';
import { DomainError } from '../../domain-error';
import { serializerFor } from '../../http/schemas';
import type { OrdersService } from '../orders/orders.public';
import { KeptAnswer } from './kept-answer';
import type { BoardRow, PiecesRepository } from './pieces.repository';

/**
 * How long the Today board, once read, is sent again as it was: this process's own changes show
 * at once (forget), another process's as soon as it says so, and the clock's (an order turning
 * late) within this, as for the admin's list (docs/decisions/0056).
 */
const BOARD_MAX_AGE_MS = 1000;
const writeBoard = serializerFor(todayBoardSchema);

const unknownTag = (tag: string) => new DomainError('tag_unknown', `No piece has the tag ${tag}. Check the code, or print the label again.`);

function toBoard(row: BoardRow) {
  const { id, ...rest } = row;
  return { _id: id, ...rest };
}

/** Tags, piece progress, racks and the Today board (docs/decisions/0056). */
export class PiecesService {
  constructor(
    private readonly repo: PiecesRepository,
    private readonly orders: OrdersService,
    private readonly now: () => Date = () => new Date(),
    private readonly board = new KeptAnswer(BOARD_MAX_AGE_MS, () => now().getTime()),
  ) {}

  /** An order changed (here or in another process): the board is read again when next asked. */
  ordersChanged(): void {
    this.board.forget();
  }

  /** GET /admin/today as the JSON bytes sent: read at most once per BOARD_MAX_AGE_MS without a change. */
  todayJson(): Promise<Buffer> {
    return this.board.get(istDate(this.now()), async () => Buffer.from(writeBoard(await this.today())));
  }

  /** A scanned label or a typed code → its piece and order. */
  async lookUp(code: string): Promise<ScannedPiece> {
    const read = readCode(code);
    if (!read.ok) {
      throw read.reason === 'label_foreign'
        ? new DomainError('label_foreign', 'This label is not one of ours: it may be another shop’s tag.')
        : new DomainError('tag_invalid', 'That is not a tag code. A tag looks like 1042-03.');
    }
    const found = await this.repo.findByTag(read.tag);
    if (!found) throw unknownTag(read.tag);
    return {
      piece: { tag: found.tag, service: found.service, item: found.item, state: found.state },
      orderId: found.orderId,
      orderNumber: found.orderNumber,
      customerName: found.customerName,
      rack: found.rack,
    };
  }

  async setState(orderId: string, state: PieceState, tags: string[] | undefined): Promise<Order> {
    const order = await this.orders.get(orderId);
    if (tags) {
      const own = new Set(order.pieces.map((p) => p.tag));
      const stranger = tags.find((t) => !own.has(t));
      if (stranger) throw new DomainError('tag_unknown', `The piece ${stranger} is not part of order ${order.orderNumber}.`);
    }
    await this.repo.setState(orderId, state, tags, this.now().toISOString());
    return this.orders.publishUpdated(orderId);
  }

  async setRack(orderId: string, rack: string): Promise<Order> {
    if (!(await this.repo.setRack(orderId, rack, this.now().toISOString()))) throw new DomainError('not_found', 'Order not found.');
    return this.orders.publishUpdated(orderId);
  }

  /** What should be on the rack against what was scanned there. */
  async checkRack(rack: string, codes: string[]): Promise<RackCheck> {
    const tags = new Set<string>();
    const unknown: string[] = [];
    for (const code of codes) {
      const read = readCode(code);
      if (read.ok) tags.add(read.tag);
      else unknown.push(code);
    }
    const [expected, scanned] = await Promise.all([this.repo.onRack(rack), this.repo.findManyByTag([...tags])]);
    const expectedTags = new Set(expected.map((p) => p.tag));
    const known = new Set(scanned.map((p) => p.tag));
    return {
      rack,
      expected: expected.map((p) => p.tag),
      found: expected.filter((p) => tags.has(p.tag)).map((p) => p.tag),
      missing: expected.filter((p) => !tags.has(p.tag)).map((p) => ({ tag: p.tag, orderNumber: p.orderNumber })),
      misplaced: scanned.filter((p) => !expectedTags.has(p.tag)).map((p) => ({ tag: p.tag, rack: p.rack, orderNumber: p.orderNumber })),
      unknown: [...unknown, ...[...tags].filter((t) => !known.has(t))],
    };
  }

  async today(): Promise<TodayBoard> {
    const now = this.now();
    const date = istDate(now);
    const { from, to } = istDayRangeUtc(date);
    const [pickups, deliveries, late] = await Promise.all([
      this.repo.pickupsDue(date, from, to),
      this.repo.deliveriesDue(from, to),
      this.repo.late(now.toISOString()),
    ]);
    return { date, pickups: pickups.map(toBoard), deliveries: deliveries.map(toBoard), late: late.map(toBoard) };
  }
}
