import { createHmac, timingSafeEqual } from 'node:crypto';
import { gatewayMethodOf, linkIdOfPayment } from '@laundry/shared/rules/gateway';
import type { RazorpaySettings } from '../../config';
import { GatewayError, type CapturedPayment, type NewPaymentLink, type PaymentProvider, type ProviderLink } from './payment-provider';

const TIMEOUT_MS = 10_000;

type Json = Record<string, unknown>;
const record = (v: unknown): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const paise = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) ? v : Number.NaN);

/**
 * Razorpay's REST API (`/v1/payment_links`, `/v1/payments/{id}/refund`, `/v1/settlements`) with
 * Basic auth of the key pair, and its webhook's `X-Razorpay-Signature` (hex HMAC-SHA256 of the raw
 * body with the webhook secret).
 */
export class RazorpayClient implements PaymentProvider {
  readonly name = 'razorpay';
  private readonly auth: string;

  constructor(private readonly settings: RazorpaySettings) {
    this.auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  }

  async createLink(input: NewPaymentLink): Promise<ProviderLink> {
    const answer = await this.call('POST', '/v1/payment_links', {
      amount: input.amount,
      currency: 'INR',
      accept_partial: false,
      reference_id: input.reference,
      description: input.description,
      customer: { name: input.customer.name, contact: `+91${input.customer.phone}` },
      // The shop's own messages carry the link; Razorpay's would say it twice.
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: input.callbackUrl,
      callback_method: 'get',
    });
    return toLink(answer);
  }

  async fetchLink(id: string): Promise<ProviderLink> {
    return toLink(await this.call('GET', `/v1/payment_links/${encodeURIComponent(id)}`));
  }

  async refund(paymentId: string, amount: number, note: string): Promise<{ id: string }> {
    const answer = await this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount, notes: { reason: note.slice(0, 250) } });
    const id = text(answer.id);
    if (!id) throw new GatewayError('Razorpay answered a refund without its id');
    return { id };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    // An empty secret would make the HMAC a value anyone can compute.
    if (!this.settings.webhookSecret || typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
    const given = Buffer.from(signature.trim(), 'hex');
    const expected = createHmac('sha256', this.settings.webhookSecret).update(rawBody).digest();
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  parseWebhook(body: unknown): CapturedPayment[] {
    const event = record(body);
    const payload = record(event?.payload);
    if (event?.event !== 'payment_link.paid' && event?.event !== 'payment.captured') return [];
    const payment = record(record(payload?.payment)?.entity);
    if (!payment || payment.status !== 'captured') return [];
    const link = record(record(payload?.payment_link)?.entity);
    const found = toPayment(payment, text(link?.id) || null);
    return found ? [found] : [];
  }

  /** One call; any refusal or failure becomes a GatewayError naming what Razorpay said. */
  private async call(method: string, path: string, body?: unknown): Promise<Json> {
    let res: Response;
    let raw: string;
    try {
      res = await fetch(`${this.settings.apiBase}${path}`, {
        method,
        headers: { authorization: this.auth, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      raw = await res.text();
    } catch (error) {
      throw new GatewayError(`Razorpay did not answer ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const answer = record(parsed);
    if (!res.ok || !answer) {
      const description = text(record(answer?.error)?.description);
      throw new GatewayError(`Razorpay answered ${res.status} to ${method} ${path}${description ? `: ${description}` : ''}`.slice(0, 300));
    }
    return answer;
  }
}

function toPayment(entity: Json, linkId: string | null): CapturedPayment | null {
  const id = text(entity.id ?? entity.payment_id);
  const amount = paise(entity.amount);
  if (!id || !Number.isFinite(amount)) return null;
  return { id, linkId: linkId ?? linkIdOfPayment(entity.description), amount, method: gatewayMethodOf(entity.method) };
}

function toLink(answer: Json): ProviderLink {
  const id = text(answer.id);
  const amount = paise(answer.amount);
  if (!id || !Number.isFinite(amount)) throw new GatewayError('Razorpay answered a payment link without its id or amount');
  const payments = Array.isArray(answer.payments) ? answer.payments : [];
  return {
    id,
    url: text(answer.short_url),
    amount,
    status: text(answer.status),
    reference: text(answer.reference_id),
    payments: payments
      .map((p) => record(p))
      .filter((p): p is Json => p !== undefined && p.status === 'captured')
      .map((p) => toPayment(p, id))
      .filter((p): p is CapturedPayment => p !== null),
  };
}
