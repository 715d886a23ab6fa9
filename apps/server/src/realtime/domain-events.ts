import { EventEmitter } from 'node:events';
import type { Deleted } from '@laundry/shared/contracts/common';
import type { Order } from '@laundry/shared/contracts/orders';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import type { Ticket } from '@laundry/shared/contracts/tickets';

/**
 * What services announce after a change has committed. The realtime layer (and the price
 * cache) listen here, so services never talk to socket.io directly.
 */
export interface DomainEventMap {
  orderCreated: [Order];
  orderUpdated: [Order];
  /** The customer is named so their own socket hears of it; the event itself carries Deleted. */
  orderDeleted: [Deleted & { userId: string | null }];
  /** The second value is the account that raised the ticket (null for a visitor), whose socket hears of it. */
  ticketCreated: [Ticket, string | null];
  ticketUpdated: [Ticket, string | null];
  ticketDeleted: [Deleted, string | null];
  pricesChanged: [];
  shopChanged: [ShopPaymentSettings];
  sessionsRevoked: [{ userId: string }];
  /** Messages of these orders changed state (docs/decisions/0055). */
  messagesChanged: [{ orderIds: string[] }];
  /** Another API process changed orders (heard over Redis): what this one keeps of them is read again. */
  ordersChangedElsewhere: [];
}

export class DomainEvents extends EventEmitter<DomainEventMap> {}
