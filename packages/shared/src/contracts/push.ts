import { z } from 'zod';

/** The longest push endpoint taken; the push services' own are a few hundred characters. */
export const MAX_PUSH_ENDPOINT = 2048;

/** Base64url (with or without padding) of exactly `bytes` bytes, as the browser writes a key. */
function base64urlKey(bytes: number, name: string) {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: `keys.${name} is required` })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), { error: `keys.${name} must be the browser's ${bytes}-byte key in base64url` });
}

/**
 * POST /push/subscriptions: the browser's PushSubscription as `toJSON()` gives it
 * (docs/decisions/0081). `expirationTime` and other fields the browser adds are ignored; the
 * endpoint's scheme is checked by the server, which knows whether loopback is allowed.
 */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .string({ error: 'endpoint is required' })
    .trim()
    .min(1, { error: 'endpoint is required' })
    .max(MAX_PUSH_ENDPOINT, { error: `endpoint can be at most ${MAX_PUSH_ENDPOINT} characters` })
    .refine((v) => URL.canParse(v), { error: 'endpoint must be a URL' }),
  keys: z.object(
    {
      // An uncompressed P-256 point and a 16-byte secret (RFC 8291).
      p256dh: base64urlKey(65, 'p256dh'),
      auth: base64urlKey(16, 'auth'),
    },
    { error: 'keys is required' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /push/subscriptions?endpoint=…: the device's own endpoint (a DELETE carries no body here). */
export const pushUnsubscribeQuery = z.object({
  endpoint: z.string({ error: 'endpoint is required' }).trim().min(1).max(MAX_PUSH_ENDPOINT),
});

/** GET /push/key: the VAPID public key a browser subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() });

export const pushSubscribedSchema = z.object({ subscribed: z.boolean() });

/** What a notification carries to the service worker (the words already in the reader's language). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page the tap opens, on the web app's origin. */
  url: z.string(),
  /** Notifications of one tag replace each other (one order's news). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
