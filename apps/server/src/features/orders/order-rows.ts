import type { Insertable, Selectable } from 'kysely';
import type { Language, OrderStatus } from '@laundry/shared/constants';
import type { ClaimRow, StainRow } from './order-care.repository';
import type { PieceRow } from './order-pieces.repository';
import type { OrderDiscountsTable, OrderItemsTable, OrdersTable, PaymentReportsTable, PaymentsTable } from '../../db/schema';

/** What the API shows of an order: every column but the search text, which only the search reads. */
export type OrderRow = Omit<Selectable<OrdersTable>, 'searchText'>;

export const ORDER_COLUMNS = [
  'id',
  'orderNumber',
  'userId',
  'customerName',
  'phone',
  'service',
  'status',
  'delivery',
  'pickupDate',
  'pickupTime',
  'pickupAddress',
  'lat',
  'lng',
  'notes',
  'subtotal',
  'discount',
  'tax',
  'total',
  'invoiceNumber',
  'pricedAt',
  'pendingAt',
  'inProgressAt',
  'deliveringAt',
  'completedAt',
  'cancelledAt',
  'source',
  'createdAt',
  'createdDay',
  'updatedAt',
  'paid',
  'cgst',
  'sgst',
  'igst',
  'customerGstin',
  'placeOfSupply',
  'subscriptionId',
  'pincode',
  'areaStatus',
  'slotStart',
  'slotEnd',
  'readyBy',
  'readyByWas',
  'readyByNote',
  'readyByMovedAt',
  'riderId',
  'deliverySlotStart',
  'pieces',
  'intakeItems',
  'intakeNotes',
  'intakeAt',
  'piecesConfirmedAt',
  'onTheWayAt',
  'notAvailableReason',
  'notAvailableAt',
  'tagNumber',
  'rack',
  'rewashOf',
  'roundOff',
  'expressWaiver',
] as const satisfies readonly (keyof OrderRow)[];
export type OrderItemRow = Selectable<OrderItemsTable>;

/** The column that records when an order last reached each status (docs/decisions/0037). */
export const STATUS_TIME_COLUMN = {
  Pending: 'pendingAt',
  'In Progress': 'inProgressAt',
  Delivering: 'deliveringAt',
  Completed: 'completedAt',
  Cancelled: 'cancelledAt',
} as const satisfies Record<OrderStatus, keyof OrderRow>;
export type NewOrderRow = Insertable<OrdersTable>;

export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentReportRow = Selectable<PaymentReportsTable>;
export type OrderDiscountRow = Selectable<OrderDiscountsTable>;

/** An order as answered: its row, bill rows, ledger, latest payment report and discount lines. */
export interface OrderWithItems {
  row: OrderRow;
  items: OrderItemRow[];
  payments: PaymentRow[];
  report: PaymentReportRow | null;
  discounts: OrderDiscountRow[];
  /** The intake photos' ids, in the order taken. */
  photoIds: string[];
  /** The assigned rider's name ('' when none or gone). */
  riderName: string;
  /** The customer's language: their account's, English for a walk-in or a gone account. */
  customerLanguage: Language;
  /** Its pieces in order (docs/decisions/0056); [] before pricing. */
  pieces: PieceRow[];
  /** Its stains and claims, oldest first (docs/decisions/0057). */
  stains: StainRow[];
  claims: ClaimRow[];
}

/** The place in a pickup window a booking takes (docs/decisions/0048). */
export interface WindowPlace {
  /** the window's start, ISO UTC */
  start: string;
  capacity: number;
}
