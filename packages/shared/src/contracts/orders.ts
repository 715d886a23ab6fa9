import { z } from 'zod';
import { ADMIN_ORDER_STATUSES, DELIVERY_TYPES, ORDER_STATUSES, SERVICES, type DeliveryType, type OrderStatus } from '../constants';
import { isIsoDate } from '../rules/ist';
import { MAX_ITEMS } from '../rules/pricing';
import { looseNumber, optionalText, phoneField, requiredText } from './common';

const deliveryField = z
  .string({ error: 'delivery must be regular or express' })
  .trim()
  .toLowerCase()
  .pipe(z.enum(DELIVERY_TYPES, { error: 'delivery must be regular or express' }));

const isoDateField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .refine(isIsoDate, { error: `${field} must be a date as YYYY-MM-DD` });

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-limit, { error: `${field} is out of range` })
    .max(limit, { error: `${field} is out of range` })
    .optional()
    .nullable()
    .transform((v) => v ?? null);

export const createOrderBody = z.object({
  service: z.enum(SERVICES, { error: `service must be one of: ${SERVICES.join(', ')}` }),
  delivery: deliveryField.default('regular'),
  pickupDate: isoDateField('pickupDate'),
  pickupTime: optionalText('pickupTime', 40),
  pickupAddress: requiredText('pickupAddress', 500),
  phone: phoneField(),
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  notes: optionalText('notes', 1000),
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

const itemField = z.object({
  service: optionalText('items.service', 60),
  item: optionalText('items.item', 100),
  qty: looseNumber,
  rate: looseNumber,
});

export const pricingBody = z.object({
  items: z
    .array(itemField, { error: 'items must be a list' })
    .max(MAX_ITEMS, { error: `items must have at most ${MAX_ITEMS} rows` }),
  discount: looseNumber,
  /** When given, the server works the discount out of the subtotal itself. */
  discountPercent: looseNumber,
  tax: looseNumber,
});
export type PricingBody = z.input<typeof pricingBody>;

export const orderStatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` }),
});

export const manualOrderBody = pricingBody.extend({
  orderNumber: z
    .string()
    .trim()
    .max(24, { error: 'orderNumber must be at most 24 characters' })
    .regex(/^[A-Za-z0-9-]*$/, { error: 'orderNumber may hold only letters, digits and -' })
    .optional()
    .nullable(),
  status: z.enum(ADMIN_ORDER_STATUSES, { error: `status must be one of: ${ADMIN_ORDER_STATUSES.join(', ')}` }).default('Pending'),
  delivery: deliveryField.default('regular'),
  service: z.enum(SERVICES, { error: `service must be one of: ${SERVICES.join(', ')}` }).optional(),
  pickupDate: z.union([z.literal(''), isoDateField('pickupDate')]).optional().nullable(),
  pickupTime: optionalText('pickupTime', 40),
  pickupAddress: optionalText('pickupAddress', 500),
  phone: z
    .string({ error: 'phone is required' })
    .trim()
    .max(20, { error: 'phone must be at most 20 characters' })
    .refine((v) => /^\d{6,15}$/.test(v.replace(/\D/g, '')), { error: 'phone must be a valid mobile number' }),
  userId: z.object({ name: optionalText('userId.name', 100) }).optional().nullable(),
  notes: optionalText('notes', 1000),
});
export type ManualOrderBody = z.input<typeof manualOrderBody>;

export const adminOrdersQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, { error: 'limit must be between 1 and 200' }).max(200, { error: 'limit must be between 1 and 200' }).default(50),
  cursor: z.string().max(200).optional(),
  q: z.string().max(200, { error: 'q must be at most 200 characters' }).optional(),
  service: z.enum(SERVICES, { error: `service must be one of: ${SERVICES.join(', ')}` }).optional().or(z.literal('').transform(() => undefined)),
  delivery: z.enum(DELIVERY_TYPES, { error: 'delivery must be regular or express' }).optional().or(z.literal('').transform(() => undefined)),
  status: z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` }).optional().or(z.literal('').transform(() => undefined)),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

export const trackOrderQuery = z.object({
  orderNumber: requiredText('orderNumber', 40),
  phone: phoneField(),
});

export interface OrderItem {
  service: string;
  item: string;
  qty: number;
  /** rupees */
  rate: number;
  /** rupees */
  amount: number;
}

export interface Order {
  _id: string;
  orderNumber: string;
  service: string;
  status: OrderStatus;
  delivery: DeliveryType;
  pickupAddress: string;
  lat: number | null;
  lng: number | null;
  pickupDate: string;
  pickupTime: string;
  phone: string;
  notes: string;
  /** The customer as booked: a linked account's id, or null for walk-in manual orders. */
  userId: { _id: string | null; name: string; phone: string };
  items: OrderItem[];
  /** rupees; all four are 0 until the order is priced */
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  invoiceNumber: string | null;
  pricedAt: string | null;
  source: 'web' | 'manual';
  createdAt: string;
  updatedAt: string;
}

export interface OrderPage {
  data: Order[];
  nextCursor: string | null;
}

export interface TrackedOrder {
  orderNumber: string;
  status: OrderStatus;
  delivery: DeliveryType;
  pickupDate: string;
  pickupTime: string;
}

export interface CountPoint {
  label: string;
  count: number;
}

export interface OrderStats {
  counts: { total: number; pending: number; inProgress: number; delivering: number; completed: number; cancelled: number };
  byStatus: CountPoint[];
  byService: CountPoint[];
  byDelivery: CountPoint[];
  /** Seven shop days ending today, oldest first; label is YYYY-MM-DD. */
  last7Days: CountPoint[];
}
