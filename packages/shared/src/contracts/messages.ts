import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { phoneField } from './common';

/** What a message tells the customer (docs/decisions/0055). */
export const MESSAGE_EVENTS = [
  'booked',
  'pickup-reminder',
  'on-the-way',
  'picked-up',
  'priced',
  'out-for-delivery',
  'delivered',
  'not-available',
  'ticket-reply',
  'payment-received',
  // Stain approval and claims (docs/decisions/0057)
  'stain-flagged',
  'claim-resolved',
  // A slipped ready-by promise (docs/decisions/0059)
  'ready-by-moved',
  // A payment's receipt (docs/decisions/0073); payment-received stays for the rows written before it
  'payment-receipt',
  // Out for delivery with the online pay link, when the shop takes payments online (docs/decisions/0085)
  'out-for-delivery-pay',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/**
 * pending → sending → sent → delivered → read; a provider's refusal is failed, too many tries dead;
 * to-send waits for the shop's tap (click to send); skipped: cancelled order or opted-out customer.
 */
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'dead', 'to-send', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Where a message went: '' until the worker chose; push: a Web Push notification (docs/decisions/0081). */
export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'click', 'push'] as const;
export type MessageChannelName = (typeof MESSAGE_CHANNELS)[number];

/** The customer's choice in the profile; none is the opt-out (a STOP reply sets it too). */
export const MESSAGE_PREFERENCES = ['whatsapp', 'sms', 'none'] as const;
export type MessagePreference = (typeof MESSAGE_PREFERENCES)[number];

/**
 * Why a message was skipped, when a rule or the shop skipped it (docs/decisions/0081): its order
 * moved on, it is more than a day old, or the shop skipped it with its own words.
 */
export const SKIP_REASONS = ['moved-on', 'too-old', 'by-shop'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** One message as the admin's Messages view and the order card read it. */
export const messageSchema = z.object({
  _id: z.string(),
  event: z.enum(MESSAGE_EVENTS),
  status: z.enum(MESSAGE_STATUSES),
  channel: z.union([z.enum(MESSAGE_CHANNELS), z.literal('')]),
  language: z.enum(LANGUAGES),
  orderId: z.string().nullable(),
  orderNumber: z.string(),
  customerName: z.string(),
  phone: z.string(),
  /** The words as the customer reads them (click to send and SMS), or the template's variables shown joined. */
  text: z.string(),
  /** https://wa.me/91…?text=… for a to-send message; '' otherwise. */
  waLink: z.string(),
  attempts: z.number().int(),
  error: z.string(),
  /** '' unless a rule or the shop skipped it; the shop's own words in `skipNote`. */
  skipReason: z.union([z.enum(SKIP_REASONS), z.literal('')]),
  skipNote: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({ messages: z.array(messageSchema), nextCursor: z.string().nullable() });
export type MessagePage = z.infer<typeof messagePageSchema>;

/** GET /admin/messages */
export const messagesQuery = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: 'Unknown message status.' }).optional(),
  orderId: z.string().max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type MessagesQuery = z.input<typeof messagesQuery>;

/** PUT /admin/message-texts: the click-to-send words per event and language ({{name}}-style fields). */
export const messageTextSchema = z.object({
  event: z.enum(MESSAGE_EVENTS),
  language: z.enum(LANGUAGES),
  text: z.string().trim().min(1, { error: 'A message cannot be empty.' }).max(1000, { error: 'A message can be at most 1000 characters.' }),
});
export type MessageText = z.infer<typeof messageTextSchema>;
export const messageTextsBody = z.object({ texts: z.array(messageTextSchema).max(MESSAGE_EVENTS.length * LANGUAGES.length) });
export type MessageTextsBody = z.input<typeof messageTextsBody>;
export const messageTextsSchema = z.object({
  texts: z.array(messageTextSchema.extend({ edited: z.boolean() })),
});

/** POST /admin/messages/:id/skip: the shop's reason, in its own words. */
export const skipMessageBody = z.object({
  reason: z
    .string({ error: 'A reason is required.' })
    .trim()
    .min(1, { error: 'Say why this message is skipped.' })
    .max(200, { error: 'A reason can be at most 200 characters.' }),
});
export type SkipMessageBody = z.infer<typeof skipMessageBody>;

/** The providers the server has settings for, for the setup card (GET /admin/messages/setup). */
export const messageSetupSchema = z.object({ whatsapp: z.boolean(), sms: z.boolean(), push: z.boolean() });
export type MessageSetup = z.infer<typeof messageSetupSchema>;

/** POST /admin/messages/test: one test message through a configured provider, to a number the shop gives. */
export const TEST_CHANNELS = ['whatsapp', 'sms'] as const;
export type TestChannel = (typeof TEST_CHANNELS)[number];
export const testMessageBody = z.object({
  channel: z.enum(TEST_CHANNELS, { error: 'channel must be whatsapp or sms' }),
  phone: phoneField('phone', { required: 'Enter the mobile number to send the test to.', invalid: 'Enter a 10-digit mobile number.' }),
});
export type TestMessageBody = z.input<typeof testMessageBody>;
/** What the provider answered: ok, or its own words (never the token). */
export const testMessageResultSchema = z.object({ ok: z.boolean(), channel: z.enum(TEST_CHANNELS), problem: z.string() });
export type TestMessageResult = z.infer<typeof testMessageResultSchema>;
