/** Services the shop prices orders under (spec section 9). */
export const SERVICES = ['Wash and Fold', 'Wash and Iron', 'Iron', 'Dry Clean', 'Others'] as const;
export type Service = (typeof SERVICES)[number];

export const DELIVERY_TYPES = ['regular', 'express'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** The four statuses the admin sets; customers may also cancel a Pending order. */
export const ADMIN_ORDER_STATUSES = ['Pending', 'In Progress', 'Delivering', 'Completed'] as const;
export const ORDER_STATUSES = [...ADMIN_ORDER_STATUSES, 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Booked on the site, or made by the shop at the counter. */
export const ORDER_SOURCES = ['web', 'manual'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const TICKET_STATUSES = ['open', 'in-progress', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Pending',
  'in-progress': 'Contacted',
  closed: 'Resolved',
};

export const PRICE_CATEGORIES = ['MEN', 'WOMEN', 'KIDS', 'HOME', 'SHOES', 'BAGS', 'CARPETS', 'SOFA_CLEANING'] as const;
export type PriceCategory = (typeof PRICE_CATEGORIES)[number];
export const PRICE_SERVICES = ['Steam Iron', 'Wash Iron', 'Dry Clean'] as const;
export type PriceService = (typeof PRICE_SERVICES)[number];

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The shop's phone (calls and WhatsApp), for the server's own messages too ("call or WhatsApp
 * the shop"). Until the shop's settings live in the database (issue 14) this is the one place.
 */
export const SHOP_PHONE = '+91 98480 12345';

export const SESSION_DAYS = 7;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const BOOKING_DAYS_AHEAD = 30;
export const PICKUP_OPENS_HOUR = 7;
export const PICKUP_CLOSES_HOUR = 22;

/** The languages the product speaks (docs/decisions/0045); English is the source. */
export const LANGUAGES = ['en', 'te', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
