import type { Order } from '@laundry/shared/contracts/orders';
import type { PiecesDifferenceBody } from '@laundry/shared/contracts/rider';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import type { OrdersService } from '../orders/orders.public';
import type { TicketsService } from '../tickets/tickets.public';
import type { RiderRepository } from './rider.repository';
import { orderNotFound } from './rider.service';

const notCounted = () => new DomainError('stop_not_ready', 'The rider has not counted this order’s pieces yet.');

/** The customer's answer to the rider's count at the door (docs/decisions/0048). */
export class PiecesService {
  constructor(
    private readonly repo: RiderRepository,
    private readonly orders: OrdersService,
    private readonly tickets: TicketsService,
  ) {}

  private async ownCounted(user: UserRow, orderId: string) {
    const order = await this.repo.access(orderId);
    if (!order || order.userId !== user.id) throw orderNotFound();
    if (order.intakeAt === null || order.pieces === null) throw notCounted();
    return { ...order, pieces: Number(order.pieces) };
  }

  /** Another customer's order answers as a missing one does (before the body is even read). */
  async assertOwnOrder(user: UserRow, orderId: string): Promise<void> {
    const order = await this.repo.access(orderId);
    if (!order || order.userId !== user.id) throw orderNotFound();
  }

  /** "The count is right": recorded once; confirming again answers the order as it is. */
  async confirm(user: UserRow, orderId: string): Promise<Order> {
    await this.ownCounted(user, orderId);
    if (await this.repo.confirmPieces(orderId, user.id, new Date().toISOString())) return this.orders.publishUpdated(orderId);
    return this.orders.get(orderId);
  }

  /** "I gave a different number": a ticket for the shop, naming the order and both counts. */
  async difference(user: UserRow, orderId: string, input: Required<Pick<PiecesDifferenceBody, 'count'>> & { note: string }): Promise<Order> {
    const order = await this.ownCounted(user, orderId);
    if (input.count === order.pieces) {
      throw new DomainError('validation_failed', `The rider counted ${order.pieces} too: if that is right, please confirm the count instead.`, {
        field: 'count',
      });
    }
    const note = input.note ? ` The customer adds: ${input.note}` : '';
    await this.tickets.create(
      {
        userName: user.name,
        mobile: order.phone,
        orderId: order.orderNumber,
        issue: `Pieces differ on order ${order.orderNumber}: the rider counted ${order.pieces}, the customer counts ${input.count}.${note}`,
      },
      { userId: user.id, source: 'chat' },
    );
    return this.orders.get(orderId);
  }
}
