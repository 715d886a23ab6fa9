import type { Generated } from 'kysely';
import type { TicketSource } from '@laundry/shared/contracts/tickets';
import type { DeliveryType, Language, OrderSource, OrderStatus, PriceCategory, Role, Service, TicketStatus } from '@laundry/shared/constants';

/** Timestamps are ISO-8601 UTC text on both databases, so they sort and compare as strings. */
export interface UsersTable {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  passwordHash: string;
  role: Role;
  /** en | te | hi: the account's language (docs/decisions/0045). */
  language: Generated<Language>;
  /** Bumped by a password reset: every token carrying an older version stops working. */
  tokenVersion: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface OrdersTable {
  id: string;
  orderNumber: string;
  userId: string | null;
  customerName: string;
  phone: string;
  service: Service;
  status: OrderStatus;
  delivery: DeliveryType;
  pickupDate: string;
  pickupTime: string;
  pickupAddress: string;
  lat: number | null;
  lng: number | null;
  notes: string;
  /** paise */
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  invoiceNumber: string | null;
  pricedAt: string | null;
  /** When the order last reached each status (docs/decisions/0037); null while it never has. */
  pendingAt: string | null;
  inProgressAt: string | null;
  deliveringAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  source: OrderSource;
  searchText: string;
  createdAt: string;
  /** The shop's (IST) calendar day of createdAt, for the 7-day chart. */
  createdDay: string;
  updatedAt: string;
}

export interface OrderItemsTable {
  orderId: string;
  position: number;
  /** Free text: the shop may bill a row under any name. */
  service: string;
  item: string;
  qty: number;
  /** paise */
  rate: number;
  amount: number;
}

export interface InvoiceCountersTable {
  financialYear: string;
  lastSequence: number;
}

export interface TicketsTable {
  id: string;
  userName: string;
  mobile: string;
  orderId: string;
  issue: string;
  status: TicketStatus;
  createdAt: string;
  updatedAt: string;
  /** Shown to customers as "T-1042" (docs/decisions/0039). */
  number: number;
  source: TicketSource;
  /** The contact form's reply address; '' for chat tickets. */
  email: string;
  /** The signed-in account that raised it; null for a visitor's ticket. */
  userId: string | null;
}

export interface TicketCountersTable {
  name: string;
  lastNumber: number;
}

export interface TicketRepliesTable {
  id: string;
  ticketId: string;
  sender: string;
  message: string;
  createdAt: string;
}

export interface PriceItemsTable {
  category: PriceCategory;
  name: string;
  /** The item's Telugu and Hindi names; '' until given (docs/decisions/0045). */
  nameTe: Generated<string>;
  nameHi: Generated<string>;
  position: number;
  steamIron: string;
  washIron: string;
  dryClean: string;
  updatedAt: string;
}

export interface PasswordResetCodesTable {
  id: string;
  phone: string;
  codeHash: string;
  expiresAt: string;
  attempts: number;
  usedAt: string | null;
  createdAt: string;
  /** The admin who sent this code to a locked-out customer; null for the customer's own request. */
  issuedBy: string | null;
}

export interface PasswordResetFailuresTable {
  id: string;
  phone: string;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  invoiceCounters: InvoiceCountersTable;
  tickets: TicketsTable;
  ticketReplies: TicketRepliesTable;
  ticketCounters: TicketCountersTable;
  priceItems: PriceItemsTable;
  passwordResetCodes: PasswordResetCodesTable;
  passwordResetFailures: PasswordResetFailuresTable;
}
