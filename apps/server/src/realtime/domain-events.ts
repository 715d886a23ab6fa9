import { EventEmitter } from 'node:events';
import type { Deleted } from '@laundry/shared/contracts/common';
import type { Order } from '@laundry/shared/contracts/orders';
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
  ticketCreated: [Ticket];
  ticketUpdated: [Ticket];
  ticketDeleted: [Deleted];
  pricesChanged: [];
  sessionsRevoked: [{ userId: string }];
}

export class DomainEvents extends EventEmitter<DomainEventMap> {}
