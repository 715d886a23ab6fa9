import type { Order } from '@laundry/shared/contracts/orders';
import { DomainError } from '../../domain-error';
import type { ShopSettingsService } from '../shop/shop.public';
import { toOrder } from './order-mapper';
import type { OrderWithItems } from './order-rows';
import type { OrdersRepository } from './orders.repository';
import { ReadyByEstimates } from './ready-by-estimate';

export const orderNotFound = () => new DomainError('not_found', 'Order not found.');

/** Orders as the API answers them, read with their late estimates. */
export class OrderAnswers {
  private readonly estimates: ReadyByEstimates;

  constructor(
    private readonly orders: OrdersRepository,
    shop: ShopSettingsService,
  ) {
    this.estimates = new ReadyByEstimates(orders.facts, shop);
  }

  async load(id: string): Promise<Order> {
    const found = await this.orders.findById(id);
    if (!found) throw orderNotFound();
    return this.answerOne(found);
  }

  async answerOne(found: OrderWithItems): Promise<Order> {
    return (await this.answer([found]))[0]!;
  }

  /** Orders as answered: a late one's estimate from the shop's rules, read once for them all (docs/decisions/0059). */
  async answer(found: readonly OrderWithItems[]): Promise<Order[]> {
    const now = new Date();
    const estimate = await this.estimates.for(
      found.map((f) => f.row),
      now,
    );
    return found.map((f) => toOrder(f, estimate, now));
  }
}
