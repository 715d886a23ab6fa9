/** Services the shop prices orders under (spec section 9). */
export const SERVICES = ['Wash and Fold', 'Wash and Iron', 'Iron', 'Dry Clean', 'Others'] as const;
export type Service = (typeof SERVICES)[number];

export const DELIVERY_TYPES = ['regular', 'express'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** The four statuses the admin sets; customers may also cancel a Pending order. */
export const ADMIN_ORDER_STATUSES = ['Pending', 'In Progress', 'Delivering', 'Completed'] as const;
export const ORDER_STATUSES = [...ADMIN_ORDER_STATUSES, 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where the shop heard of a booking it takes for a customer (docs/decisions/0072). */
export const STAFF_BOOKING_SOURCES = ['phone', 'whatsapp', 'walk-in'] as const;
export type StaffBookingSource = (typeof STAFF_BOOKING_SOURCES)[number];
/**
 * Booked on the site, made priced by the shop (manual), booked by staff for a customer, or asked
 * of the rider at a customer's door.
 */
export const ORDER_SOURCES = ['web', 'manual', ...STAFF_BOOKING_SOURCES, 'doorstep'] as const;
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

export const ROLES = ['customer', 'admin', 'rider'] as const;
export type Role = (typeof ROLES)[number];
/** The staff roles the admin's Staff list adds and switches off (docs/decisions/0048). */
export const STAFF_ROLES = ['admin', 'rider'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** inside the service area; not-checked: booked with neither pincode nor position; outside: an admin's manual order. */
export const AREA_STATUSES = ['inside', 'not-checked', 'outside'] as const;
export type AreaStatus = (typeof AREA_STATUSES)[number];
/** The most photos a rider takes of one intake, and the most bytes one may be as received. */
export const MAX_INTAKE_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 600 * 1024;
/** A pickup window's places and the same-day cut-off, until the admin sets their own. */
export const DEFAULT_WINDOW_CAPACITY = 6;
export const DEFAULT_CUTOFF_MINUTES = 60;

/**
 * The shop's phone (calls and WhatsApp), for the server's own messages too ("call or WhatsApp
 * the shop"); the one place it is written in code.
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

/** How a payment came in (docs/decisions/0046); `credit` spends the customer's store credit. */
export const PAYMENT_METHODS = ['upi', 'cash', 'card', 'netbanking', 'credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * What a ledger entry may be: the ways to pay, and `claim`, what the shop grants on a settled
 * claim (docs/decisions/0057): not money in, and not a choice when recording a payment.
 */
export const LEDGER_METHODS = [...PAYMENT_METHODS, 'claim', 'wallet'] as const;
/** How a payment gateway says the customer paid (docs/decisions/0085); `wallet` is a gateway's only. */
export const GATEWAY_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];
export type LedgerMethod = (typeof LEDGER_METHODS)[number];
export const PAYMENT_STATUSES = ['unpaid', 'part-paid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Where a ledger entry came from. */
export const PAYMENT_SOURCES = ['counter', 'report', 'statement', 'correction', 'rider', 'claim', 'gateway', 'refund', 'customer'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
export const PAYMENT_REPORT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type PaymentReportStatus = (typeof PAYMENT_REPORT_STATUSES)[number];
/** The most one payment may be: ₹10,00,000. */
export const MAX_PAYMENT_RUPEES = 1_000_000;
export const DISCOUNT_KINDS = ['manual', 'plan', 'bulk', 'referral'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
// `settled`: a gateway settlement's credit (docs/decisions/0088), no ledger entry of its own.
export const STATEMENT_LINE_STATUSES = ['unmatched', 'matched', 'recorded', 'ignored', 'settled'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];
export const PLAN_PERIODS = ['weekly', 'monthly'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** The referrer's reward (spec section 9): 10% off their next order, no minimum. */
export const REFERRAL_PERCENT = 10;
/** Andhra Pradesh's GST state code: the shop's state, and the place of supply for local customers. */
export const SHOP_STATE_CODE = '37';

/**
 * The terms and privacy notice a sign-up accepts (docs/decisions/0083): recorded on the account
 * with the time. A new wording of the Terms or Privacy page takes a new version.
 */
export const TERMS_VERSION = '2026-12-02';
