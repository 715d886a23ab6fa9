import type { Order } from '@laundry/shared/contracts/orders';
import { DomainError } from '../../domain-error';
import type { OrdersService } from '../orders/orders.public';
import type { RiderRepository } from './rider.repository';
import { orderNotFound } from './rider.service';

/** The admin gives an order to a rider from its card (docs/decisions/0048). */
export class AssignmentService {
  constructor(
    private readonly repo: RiderRepository,
    private readonly orders: OrdersService,
  ) {}

  /** `riderId` null takes the order off every rider's list. */
  async assign(orderId: string, riderId: string | null): Promise<Order> {
    const order = await this.repo.access(orderId);
    if (!order) throw orderNotFound();
    if (riderId !== null) {
      const staff = await this.repo.findStaff(riderId);
      if (!staff || staff.role !== 'rider') throw new DomainError('validation_failed', 'No rider has this id.', { field: 'riderId' });
      if (Number(staff.active) !== 1) {
        throw new DomainError('validation_failed', 'This rider is switched off: choose an active rider.', { field: 'riderId' });
      }
      if (order.status === 'Completed' || order.status === 'Cancelled') {
        throw new DomainError('stop_not_ready', `This order is ${order.status}: there is no stop left to assign.`);
      }
    }
    // The same rider again changes nothing (and keeps their "on my way").
    if (order.riderId === riderId) return this.orders.get(orderId);
    if (!(await this.repo.assign(orderId, riderId, new Date().toISOString()))) {
      // Finished (or removed) between the read and the write.
      if (!(await this.repo.access(orderId))) throw orderNotFound();
      throw new DomainError('stop_not_ready', 'This order is finished: there is no stop left to assign.');
    }
    return this.orders.publishUpdated(orderId);
  }
}
