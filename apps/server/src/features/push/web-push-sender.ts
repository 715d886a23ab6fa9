import webpush from 'web-push';
import type { PushSettings } from '../../config';

/** A browser's subscription as stored: where to send, and its keys (RFC 8291). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service answered: taken (2xx), gone (404/410: the browser unsubscribed or the
 * subscription expired, never to work again), or failed (anything else, worth another channel).
 */
export type PushOutcome = { result: 'sent' } | { result: 'gone' } | { result: 'failed'; problem: string };

/** A day: a phone off overnight still gets the news in the morning. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Web Push through the `web-push` package: it encrypts the payload (aes128gcm) and signs the VAPID
 * header; the request itself goes by fetch, so a loopback stand-in (http) serves the tests as a
 * push service (https) serves production. It never throws: every failure is an outcome.
 */
export class WebPushSender {
  constructor(private readonly settings: PushSettings) {}

  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: this.settings,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      });
    } catch (error) {
      // Keys the browser gave that cannot encrypt: this subscription will never work.
      return { result: 'failed', problem: error instanceof Error ? error.message.slice(0, 300) : 'the payload could not be encrypted' };
    }
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    try {
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      await res.body?.cancel();
      if (res.ok) return { result: 'sent' };
      if (res.status === 404 || res.status === 410) return { result: 'gone' };
      return { result: 'failed', problem: `the push service answered ${res.status}` };
    } catch (error) {
      return { result: 'failed', problem: error instanceof Error ? error.message.slice(0, 300) : 'the push service could not be reached' };
    }
  }
}
