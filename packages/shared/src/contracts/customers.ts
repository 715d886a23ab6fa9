import { z } from 'zod';
import { DELIVERY_TYPES, LANGUAGES, ORDER_STATUSES } from '../constants';
import { savedAddressSchema } from './addresses';
import { publicUserSchema } from './auth';
import { phoneField, requiredText } from './common';
import { MESSAGE_PREFERENCES } from './messages';
import { paymentEntrySchema } from './payments';

/** `GET /admin/customers?phone=`: the shop finds a caller's account by the phone they call from. */
export const customerLookupQuery = z.object({ phone: phoneField() });
export type CustomerLookupQuery = z.input<typeof customerLookupQuery>;

export const MAX_CUSTOMER_NOTES_LENGTH = 500;
export const CUSTOMERS_PAGE_MAX = 100;

/**
 * `GET /admin/customers`: with `phone`, the one account of that phone (as before); otherwise a
 * page of customers whose name, phone or a saved address holds `q` (docs/decisions/0070).
 */
export const customerListQuery = z.object({
  phone: phoneField().optional(),
  q: z.string({ error: 'q must be text' }).trim().max(100, { error: 'q must be at most 100 characters' }).default(''),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be 1 or more' })
    .max(10_000, { error: 'page must be at most 10000' })
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: `limit must be between 1 and ${CUSTOMERS_PAGE_MAX}` })
    .max(CUSTOMERS_PAGE_MAX, { error: `limit must be between 1 and ${CUSTOMERS_PAGE_MAX}` })
    .default(20),
});
export type CustomerListQuery = z.input<typeof customerListQuery>;

/** One customer as the Customers tab lists them; money in rupees. */
export const customerSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  language: z.enum(LANGUAGES),
  messageChannel: z.enum(MESSAGE_PREFERENCES),
  /** The shop's notes ("gate code 1234", "prefers starch"); '' for none. */
  notes: z.string(),
  /** false: made by the shop for this phone; its owner has not set a password yet. */
  claimed: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  orderCount: z.number(),
  lastOrderAt: z.string().nullable(),
  /** What is left to pay across the customer's orders. */
  due: z.number(),
  credit: z.number(),
  addresses: z.array(savedAddressSchema),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerPageSchema = z.object({
  data: z.array(customerSummarySchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;
/** The answer of `GET /admin/customers`: the account for `?phone=`, a page otherwise. */
export const customerListAnswerSchema = z.union([publicUserSchema, customerPageSchema]);

/** One of the customer's orders on their page. */
export const customerOrderRowSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  service: z.string(),
  status: z.enum(ORDER_STATUSES),
  delivery: z.enum(DELIVERY_TYPES),
  pickupDate: z.string(),
  pickupAddress: z.string(),
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  priced: z.boolean(),
  source: z.string(),
  createdAt: z.string(),
});
export type CustomerOrderRow = z.infer<typeof customerOrderRowSchema>;

export const customerPaymentRowSchema = paymentEntrySchema.extend({ orderId: z.string(), orderNumber: z.string() });
export type CustomerPaymentRow = z.infer<typeof customerPaymentRowSchema>;

/** `GET /admin/customers/{id}`: the customer, their orders (newest first) and the ledger entries on them. */
export const customerDetailSchema = z.object({
  customer: customerSummarySchema,
  orders: z.array(customerOrderRowSchema),
  payments: z.array(customerPaymentRowSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** `PATCH /admin/customers/{id}`: the shop's notes on the customer; '' removes them. */
export const customerPatchBody = z.object({
  notes: z
    .string({ error: 'notes is required' })
    .trim()
    .max(MAX_CUSTOMER_NOTES_LENGTH, { error: `notes must be at most ${MAX_CUSTOMER_NOTES_LENGTH} characters` }),
});
export type CustomerPatchBody = z.input<typeof customerPatchBody>;

/** `POST /admin/customers`: a customer the shop books for; no password (the phone's owner claims it by a reset code). */
export const newCustomerBody = z.object({
  name: requiredText('name', 100),
  phone: phoneField(),
});
export type NewCustomerBody = z.input<typeof newCustomerBody>;
