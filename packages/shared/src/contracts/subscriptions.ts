import { z } from 'zod';
import { ORDER_STATUSES, PLAN_PERIODS, SERVICES, SUBSCRIPTION_STATUSES } from '../constants';
import { isIsoDate } from '../rules/ist';
import { subscriptionPickupWindows } from '../rules/subscription-dates';
import { requiredText } from './common';
import { BOOKING_MESSAGES, bookingPhoneField, pickupAddressField } from './orders';

/** Subscription plans and customers' subscriptions (docs/decisions/0046). */
export const planPeriodSchema = z.enum(PLAN_PERIODS, { error: 'period must be weekly or monthly' });
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES, { error: `status must be one of: ${SUBSCRIPTION_STATUSES.join(', ')}` });

export const MAX_PLAN_PICKUPS = 31;
export const MAX_PLAN_DISCOUNT = 50;

export const planSchema = z.object({
  _id: z.string(),
  name: z.string(),
  period: planPeriodSchema,
  pickupsPerPeriod: z.number(),
  discountPercent: z.number(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = z.array(planSchema);

/** The admin's view of a plan: how many customers are on it (active or paused). */
export const adminPlanSchema = planSchema.extend({ subscribers: z.number() });
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanListSchema = z.array(adminPlanSchema);

const planFields = {
  name: requiredText('name', 60, { required: 'Please enter the plan name.', tooLong: 'The plan name can be at most 60 characters.' }),
  period: planPeriodSchema,
  pickupsPerPeriod: z
    .number({ error: `pickupsPerPeriod must be a whole number from 1 to ${MAX_PLAN_PICKUPS}` })
    .int({ error: `pickupsPerPeriod must be a whole number from 1 to ${MAX_PLAN_PICKUPS}` })
    .min(1, { error: `pickupsPerPeriod must be a whole number from 1 to ${MAX_PLAN_PICKUPS}` })
    .max(MAX_PLAN_PICKUPS, { error: `pickupsPerPeriod must be a whole number from 1 to ${MAX_PLAN_PICKUPS}` }),
  discountPercent: z
    .number({ error: `discountPercent must be a whole number from 0 to ${MAX_PLAN_DISCOUNT}` })
    .int({ error: `discountPercent must be a whole number from 0 to ${MAX_PLAN_DISCOUNT}` })
    .min(0, { error: `discountPercent must be a whole number from 0 to ${MAX_PLAN_DISCOUNT}` })
    .max(MAX_PLAN_DISCOUNT, { error: `discountPercent must be a whole number from 0 to ${MAX_PLAN_DISCOUNT}` }),
};

export const createPlanBody = z.object(planFields);
export type CreatePlanBody = z.input<typeof createPlanBody>;
export type CreatePlanInput = z.output<typeof createPlanBody>;

export const patchPlanBody = z.object({ ...planFields, active: z.boolean({ error: 'active must be true or false' }) }).partial();
export type PatchPlanBody = z.input<typeof patchPlanBody>;
export type PatchPlanInput = z.output<typeof patchPlanBody>;

export const subscriptionPickupSchema = z.object({
  date: z.string(),
  state: z.enum(['booked', 'skipped']),
  /** The booked order, while it exists. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  orderStatus: z.enum(ORDER_STATUSES).nullable(),
});
export type SubscriptionPickup = z.infer<typeof subscriptionPickupSchema>;

export const subscriptionSchema = z.object({
  _id: z.string(),
  plan: planSchema.pick({ _id: true, name: true, period: true, pickupsPerPeriod: true, discountPercent: true, active: true }),
  /** 0 = Sunday … 6 = Saturday */
  weekday: z.number(),
  pickupTime: z.string(),
  service: z.enum(SERVICES),
  address: z.string(),
  phone: z.string(),
  status: subscriptionStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** From today on, booked and skipped, by date. */
  pickups: z.array(subscriptionPickupSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

export const adminSubscriptionSchema = subscriptionSchema.extend({ customer: z.object({ _id: z.string(), name: z.string(), phone: z.string() }) });
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
export const adminSubscriptionListSchema = z.array(adminSubscriptionSchema);

export const SUBSCRIPTION_MESSAGES = {
  plan: 'Please choose a plan.',
  weekday: 'Please choose a pickup day.',
  pickupTime: 'Please choose a pickup window.',
} as const;

const windows = subscriptionPickupWindows();

export const createSubscriptionBody = z.object({
  planId: z
    .string({ error: SUBSCRIPTION_MESSAGES.plan })
    .trim()
    .min(1, { error: SUBSCRIPTION_MESSAGES.plan })
    .max(64, { error: SUBSCRIPTION_MESSAGES.plan }),
  weekday: z
    .number({ error: SUBSCRIPTION_MESSAGES.weekday })
    .int({ error: SUBSCRIPTION_MESSAGES.weekday })
    .min(0)
    .max(6, { error: SUBSCRIPTION_MESSAGES.weekday }),
  pickupTime: z.string({ error: SUBSCRIPTION_MESSAGES.pickupTime }).refine((v) => windows.includes(v), { error: SUBSCRIPTION_MESSAGES.pickupTime }),
  service: z.enum(SERVICES, { error: BOOKING_MESSAGES.service }),
  address: pickupAddressField,
  phone: bookingPhoneField,
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBody>;
export type CreateSubscriptionInput = z.output<typeof createSubscriptionBody>;

export const subscriptionStatusBody = z.object({ status: subscriptionStatusSchema });
export type SubscriptionStatusBody = z.input<typeof subscriptionStatusBody>;

export const skipPickupBody = z.object({
  date: z.string({ error: 'date must be a date as YYYY-MM-DD' }).trim().refine(isIsoDate, { error: 'date must be a date as YYYY-MM-DD' }),
});
export type SkipPickupBody = z.input<typeof skipPickupBody>;
