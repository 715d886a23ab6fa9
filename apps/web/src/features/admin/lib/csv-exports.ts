import type { Order } from '@laundry/shared/contracts/orders';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { TICKET_STATUSES } from '@laundry/shared/constants';
import { istParts, pad } from '@laundry/shared/rules/ist';
import { toCsv } from '@laundry/shared/rules/csv';
import { deliveryLabel } from '../../orders/invoice/delivery-label';
import { ticketStatus, ticketStatusLabel } from '../../tickets/lib/ticket-list';

/**
 * Spec section 7, exactly. The headers and values stay English in every language: the files go to
 * accountants and spreadsheets that read them by these names, and the values are the data's own.
 */
export const ORDER_COLUMNS = [
  'Order Number',
  'Customer',
  'Service',
  'Status',
  'Delivery',
  'Pickup Address',
  'Pickup Date',
  'Pickup Time',
  'Phone',
  'User',
  'Created At',
  'Subtotal',
  'Discount',
  'Tax',
  'Total',
] as const;
export const TICKET_COLUMNS = ['User Name', 'Mobile', 'OrderId', 'Issue', 'Status', 'Created At'] as const;
export const GROUPED_TICKET_COLUMNS = ['Status', 'User Name', 'Mobile', 'OrderId', 'Issue', 'Created At'] as const;

export const ORDERS_FILE = 'orders_export.csv';
export const FILTERED_ORDERS_FILE = 'orders_filtered_export.csv';
export const TICKETS_FILE = 'tickets_export.csv';
export const GROUPED_TICKETS_FILE = 'tickets_export_grouped.csv';

/** Shop time as "2026-01-05 14:30": sorts as text and every spreadsheet reads it as a date. */
export function csvDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso ?? '';
  const p = istParts(d);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

export function ordersCsv(orders: readonly Order[]): string {
  return toCsv(
    ORDER_COLUMNS,
    orders.map((o) => [
      o.orderNumber,
      o.userId.name,
      o.service,
      o.status,
      deliveryLabel(o.delivery, 'en'),
      o.pickupAddress,
      o.pickupDate,
      o.pickupTime,
      o.phone,
      // The customer's account, when the order is linked to one (walk-ins have none).
      o.userId._id ? o.userId.phone : '',
      csvDateTime(o.createdAt),
      // Plain numbers, so the sheet can add them up.
      o.subtotal,
      o.discount,
      o.tax,
      o.total,
    ]),
  );
}

function ticketCells(t: Ticket): string[] {
  return [t.userName ?? '', t.mobile ?? '', t.orderId ?? '', t.issue ?? '', ticketStatusLabel(t), csvDateTime(t.createdAt)];
}

export function ticketsCsv(tickets: readonly Ticket[]): string {
  return toCsv(TICKET_COLUMNS, tickets.map(ticketCells));
}

/** Status first, grouped in workflow order (Pending, Contacted, Resolved), newest first within each. */
export function groupedTicketsCsv(tickets: readonly Ticket[]): string {
  const rank = (t: Ticket) => TICKET_STATUSES.indexOf(ticketStatus(t));
  const sorted = tickets
    .map((t, i) => ({ t, i }))
    .sort((a, b) => rank(a.t) - rank(b.t) || Date.parse(b.t.createdAt) - Date.parse(a.t.createdAt) || a.i - b.i)
    .map(({ t }) => t);
  return toCsv(
    GROUPED_TICKET_COLUMNS,
    sorted.map((t) => {
      const [userName, mobile, orderId, issue, status, createdAt] = ticketCells(t);
      return [status, userName, mobile, orderId, issue, createdAt];
    }),
  );
}

/** Hands a built file to the browser's downloads. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
