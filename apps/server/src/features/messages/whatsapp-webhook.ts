import { createHmac, timingSafeEqual } from 'node:crypto';

export const WHATSAPP_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

/** What happened to a message we sent, by its wamid. */
export interface StatusUpdate {
  providerId: string;
  status: WhatsAppStatus;
  /** ISO time from WhatsApp's unix timestamp. */
  at: string;
  /** WhatsApp's reason for a failed message, '' otherwise. */
  error: string;
}

/** A customer's reply: the opt-out (STOP) is the only one the shop acts on. */
export interface Reply {
  /** The 10-digit Indian number, without the 91. */
  from: string;
  text: string;
}

export interface WebhookContent {
  statuses: StatusUpdate[];
  replies: Reply[];
}

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;
const ERROR_MAX = 300;

/**
 * Meta signs each callback with `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body, keyed
 * with the app secret>`. The raw bytes, not re-serialised JSON: any difference in spacing or key
 * order would change the digest. Anyone can POST to the webhook URL, and an unsigned STOP could
 * opt any customer out.
 */
export function verifySignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  // An empty secret would make the HMAC a value anyone can compute.
  if (!appSecret || typeof header !== 'string') return false;
  const hex = SIGNATURE.exec(header.trim())?.[1];
  if (!hex) return false;
  const given = Buffer.from(hex, 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  // The pattern fixes 32 bytes, but timingSafeEqual throws on unequal lengths: checked rather than trusted.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The statuses and replies in a WhatsApp Cloud API callback
 * (`entry[].changes[].value.statuses[]` and `.messages[]`). Meta may add fields or send other
 * kinds of change to the same URL: what is not understood is skipped, never thrown on, so one odd
 * entry cannot make Meta retry (and redeliver) a whole batch.
 */
export function parseWebhook(body: unknown): WebhookContent {
  const content: WebhookContent = { statuses: [], replies: [] };
  for (const entry of list(record(body)?.entry)) {
    for (const change of list(record(entry)?.changes)) {
      const field = record(change)?.field;
      // Template reviews, quality ratings and the like come as other fields with other shapes.
      if (field !== undefined && field !== 'messages') continue;
      const value = record(record(change)?.value);
      for (const status of list(value?.statuses)) {
        const update = statusUpdate(status);
        if (update) content.statuses.push(update);
      }
      for (const message of list(value?.messages)) {
        const reply = replyOf(message);
        if (reply) content.replies.push(reply);
      }
    }
  }
  return content;
}

// Whole-message matches only: "please don't stop the pickups" is not an opt-out.
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'ఆపు', 'रोकें', 'बंद']);

/** The opt-out words the shop's templates tell customers to reply, in English, Telugu and Hindi. */
export function isStopReply(text: string): boolean {
  const word = text
    .normalize('NFC')
    .trim()
    // "Stop." and "बंद।" mean the same as the bare word.
    .replace(/[\s.!।]+$/u, '')
    .toLowerCase();
  return STOP_WORDS.has(word);
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function statusUpdate(value: unknown): StatusUpdate | undefined {
  const status = record(value);
  if (!status) return undefined;
  const { id, timestamp } = status;
  const kind = status.status;
  if (typeof id !== 'string' || !id) return undefined;
  if (typeof kind !== 'string' || !(WHATSAPP_STATUSES as readonly string[]).includes(kind)) return undefined;
  const at = isoFromUnix(timestamp);
  if (!at) return undefined;
  return { providerId: id, status: kind as WhatsAppStatus, at, error: kind === 'failed' ? errorText(status.errors) : '' };
}

/** WhatsApp sends seconds since 1970 as a string ("1732608000"); a number is taken too. */
function isoFromUnix(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,12}$/.test(text)) return undefined;
  return new Date(Number(text) * 1000).toISOString();
}

/** `Message undeliverable (code 131026): <details>`, from the first of the status's errors. */
function errorText(errors: unknown): string {
  const error = record(list(errors)[0]);
  if (!error) return 'failed without a reason';
  const words = [error.title, error.message].find((w): w is string => typeof w === 'string' && w !== '') ?? 'failed';
  const details = record(error.error_data)?.details;
  let text = words;
  if (typeof error.code === 'number') text += ` (code ${error.code})`;
  if (typeof details === 'string' && details && details !== words) text += `: ${details}`;
  return text.slice(0, ERROR_MAX);
}

function replyOf(value: unknown): Reply | undefined {
  const message = record(value);
  if (!message) return undefined;
  // Customers are Indian 10-digit numbers; a message from anywhere else matches no account.
  const from = typeof message.from === 'string' ? /^91(\d{10})$/.exec(message.from)?.[1] : undefined;
  if (!from) return undefined;
  // A template's quick-reply button ("Stop messages") arrives as a button message with its label.
  const text = message.type === 'button' ? record(message.button)?.text : record(message.text)?.body;
  return typeof text === 'string' ? { from, text } : undefined;
}
