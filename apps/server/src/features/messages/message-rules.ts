import type { MessageEvent } from '@laundry/shared/contracts/messages';
import { issuesReceipt } from '@laundry/shared/rules/ledger';
import type { OutboxEvent } from '../outbox/outbox-events';

/** A message a domain event calls for: which one, about what, and the time it is dated. */
export interface MessageDue {
  event: MessageEvent;
  orderId?: string;
  ticketId?: string;
  paymentId?: string;
  stainId?: string;
  claimId?: string;
  at: string;
}

/**
 * Which customer message each domain event calls for (docs/decisions/0055, 0057, 0059, 0067).
 * The message goes to the customer of the order (or of the ticket) it names; the worker reads their
 * phone, language and channel when it sends, so a change made before then is honoured.
 */
export function messagesFor(e: OutboxEvent): MessageDue[] {
  switch (e.type) {
    // A rewash is created already invoiced (₹0): what its customer needs to hear is that the pickup is booked.
    case 'order.booked':
      return [{ event: e.invoiced && !e.rewash ? 'priced' : 'booked', orderId: e.orderId, at: e.at }];
    case 'order.status-changed':
      if (e.to === 'In Progress' && e.from === 'Pending') return [{ event: 'picked-up', orderId: e.orderId, at: e.at }];
      if (e.to === 'Delivering') return [{ event: 'out-for-delivery', orderId: e.orderId, at: e.at }];
      if (e.to === 'Completed') return [{ event: 'delivered', orderId: e.orderId, at: e.at }];
      return [];
    case 'order.priced':
      return [{ event: 'priced', orderId: e.orderId, at: e.at }];
    case 'order.rider-on-the-way':
      return [{ event: 'on-the-way', orderId: e.orderId, at: e.at }];
    case 'order.customer-not-available':
      return [{ event: 'not-available', orderId: e.orderId, at: e.at }];
    case 'order.ready-by-moved':
      return [{ event: 'ready-by-moved', orderId: e.orderId, at: e.at }];
    // Money the customer paid gets its receipt (docs/decisions/0073): the same rule that numbered it.
    case 'payment.recorded':
      if (!issuesReceipt(e)) return [];
      return [{ event: 'payment-receipt', orderId: e.orderId, paymentId: e.paymentId, at: e.at }];
    // The shop's own news (a staff alert), not the customer's.
    case 'payment.reported':
      return [];
    case 'stain.flagged':
      return [{ event: 'stain-flagged', orderId: e.orderId, stainId: e.stainId, at: e.at }];
    case 'claim.resolved':
      return [{ event: 'claim-resolved', orderId: e.orderId, claimId: e.claimId, at: e.at }];
    case 'ticket.staff-replied':
      return [{ event: 'ticket-reply', ticketId: e.ticketId, at: e.at }];
  }
}
