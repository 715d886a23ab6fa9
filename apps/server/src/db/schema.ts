import type { Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC text on both databases, so they sort and compare as strings. */
export interface UsersTable {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  passwordHash: string;
  role: 'customer' | 'admin';
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
  service: string;
  status: string;
  delivery: string;
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
  source: 'web' | 'manual';
  searchText: string;
  createdAt: string;
  /** The shop's (IST) calendar day of createdAt, for the 7-day chart. */
  createdDay: string;
  updatedAt: string;
}

export interface OrderItemsTable {
  orderId: string;
  position: number;
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
  status: 'open' | 'in-progress' | 'closed';
  createdAt: string;
  updatedAt: string;
}

export interface TicketRepliesTable {
  id: string;
  ticketId: string;
  sender: string;
  message: string;
  createdAt: string;
}

export interface PriceItemsTable {
  category: string;
  name: string;
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
  priceItems: PriceItemsTable;
  passwordResetCodes: PasswordResetCodesTable;
  passwordResetFailures: PasswordResetFailuresTable;
}
