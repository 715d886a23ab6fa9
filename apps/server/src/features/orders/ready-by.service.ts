import { READY_BY_MOVE_MAX_AHEAD_DAYS, READY_BY_MOVE_MIN_AHEAD_MINUTES, type Order } from '@laundry/shared/contracts/orders';
import { DomainError } from '../../domain-error';
import type { OrdersService } from './orders.service';
import type { MoveRefusal, ReadyByRepository } from './ready-by.repository';

const REFUSALS: Record<MoveRefusal, () => DomainError> = {
  not_found: () => new DomainError('order_not_found', 'Order not found.'),
  closed: () => new DomainError('order_closed', 'This order is completed or cancelled: there is no ready-by time to move.'),
  no_promise: () => new DomainError('no_promise', 'This order has no ready-by time yet, so there is none to move.'),
};

/** The shop moves a slipped promise and says sorry (docs/decisions/0059). */
export class ReadyByService {
  constructor(
    private readonly repo: ReadyByRepository,
    private readonly orders: OrdersService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new ready-by time with the shop's reason; its outbox event brings the customer's message. */
  async move(id: string, input: { readyBy: string; note: string }): Promise<Order> {
    const now = this.now();
    const at = Date.parse(input.readyBy);
    if (at < now.getTime() + READY_BY_MOVE_MIN_AHEAD_MINUTES * 60_000) {
      throw new DomainError('ready_by_past', `Choose a time at least ${READY_BY_MOVE_MIN_AHEAD_MINUTES} minutes from now.`, { field: 'readyBy' });
    }
    if (at > now.getTime() + READY_BY_MOVE_MAX_AHEAD_DAYS * 86_400_000) {
      throw new DomainError('ready_by_too_far', `Choose a time within the next ${READY_BY_MOVE_MAX_AHEAD_DAYS} days.`, { field: 'readyBy' });
    }
    // Stored as UTC ISO like every promise: the Late filter and count compare the text.
    const outcome = await this.repo.move(id, { readyBy: new Date(at).toISOString(), note: input.note, at: now.toISOString() });
    if (outcome !== 'moved') throw REFUSALS[outcome]();
    // Committed: the admin's and the customer's cards move live, as after any other change.
    return this.orders.publishUpdated(id);
  }
}
