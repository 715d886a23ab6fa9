import type { OrderStatus } from '@laundry/shared/constants';

/**
 * The domain events a change writes into the outbox, in its own transaction (docs/decisions/0067).
 * Each says what happened and when, in the words of the feature that owns the change; what other
 * features do about it (a message, a reward) is theirs to decide.
 */
export type OutboxEvent =
  /** A new order row. `invoiced`: created already priced (a manual order, a rewash). */
  | { type: 'order.booked'; orderId: string; invoiced: boolean; rewash: boolean; at: string }
  | { type: 'order.status-changed'; orderId: string; from: OrderStatus; to: OrderStatus; at: string }
  /** The order got its invoice number: its first pricing. */
  | { type: 'order.priced'; orderId: string; at: string }
  | { type: 'order.rider-on-the-way'; orderId: string; at: string }
  | { type: 'order.customer-not-available'; orderId: string; at: string }
  | { type: 'order.ready-by-moved'; orderId: string; at: string }
  | { type: 'payment.recorded'; paymentId: string; orderId: string; amount: number; method: string; source: string; at: string }
  /** A customer said they paid by UPI: the shop confirms or rejects it. */
  | { type: 'payment.reported'; reportId: string; orderId: string; at: string }
  | { type: 'stain.flagged'; stainId: string; orderId: string; at: string }
  | { type: 'claim.resolved'; claimId: string; orderId: string; at: string }
  | { type: 'ticket.staff-replied'; ticketId: string; at: string };

export type OutboxEventType = OutboxEvent['type'];

/** An event as the dispatcher hands it over: with the outbox row's id, the same on every redelivery. */
export type DeliveredEvent = OutboxEvent & { eventId: string };
