import type { RazorpaySettings } from '../../config';
import { GatewayError } from './payment-provider';
import type { ProviderSettlement, ProviderSettlementItem, SettlementSource } from './settlement-source';

const TIMEOUT_MS = 10_000;
/** Razorpay's largest page. */
const PAGE = 100;
/** A month of daily settlements is 30 pages at most: more is not a settlement list. */
const MAX_PAGES = 50;

type Json = Record<string, unknown>;
const record = (v: unknown): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const whole = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) ? v : Number.NaN);

/**
 * Razorpay's `GET /v1/settlements` and `GET /v1/settlements/recon/combined`, Basic auth of the key
 * pair. Apart from the payment-link client so each stays small; the same settings and errors.
 */
export class RazorpaySettlements implements SettlementSource {
  private readonly auth: string;

  constructor(private readonly settings: RazorpaySettings) {
    this.auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  }

  async settlements(from: number, to: number): Promise<ProviderSettlement[]> {
    const found: ProviderSettlement[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const items = await this.list(`/v1/settlements?from=${from}&to=${to}&count=${PAGE}&skip=${page * PAGE}`);
      for (const item of items) found.push(toSettlement(item));
      if (items.length < PAGE) return found;
    }
    throw new GatewayError(`Razorpay listed more than ${MAX_PAGES * PAGE} settlements between ${from} and ${to}`);
  }

  async settledItems(day: { year: number; month: number; day: number }): Promise<ProviderSettlementItem[]> {
    const found: ProviderSettlementItem[] = [];
    const base = `/v1/settlements/recon/combined?year=${day.year}&month=${day.month}&day=${day.day}&count=${PAGE}`;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const items = await this.list(`${base}&skip=${page * PAGE}`);
      for (const item of items) {
        const row = toItem(item);
        if (row) found.push(row);
      }
      if (items.length < PAGE) return found;
    }
    throw new GatewayError(`Razorpay listed more than ${MAX_PAGES * PAGE} settled items on ${day.year}-${day.month}-${day.day}`);
  }

  /** A collection's items; any refusal, failure or other shape is a GatewayError. */
  private async list(path: string): Promise<Json[]> {
    let res: Response;
    let raw: string;
    try {
      res = await fetch(`${this.settings.apiBase}${path}`, {
        headers: { authorization: this.auth, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      raw = await res.text();
    } catch (error) {
      throw new GatewayError(`Razorpay did not answer GET ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    let answer: Json | undefined;
    try {
      answer = record(JSON.parse(raw));
    } catch {
      answer = undefined;
    }
    if (!res.ok || !answer) {
      const description = text(record(answer?.error)?.description);
      throw new GatewayError(`Razorpay answered ${res.status} to GET ${path}${description ? `: ${description}` : ''}`.slice(0, 300));
    }
    if (!Array.isArray(answer.items)) throw new GatewayError(`Razorpay answered GET ${path} without items`);
    return answer.items.map((item) => record(item) ?? {});
  }
}

function toSettlement(item: Json): ProviderSettlement {
  const settlement = {
    id: text(item.id),
    amount: whole(item.amount),
    fees: whole(item.fees ?? 0),
    tax: whole(item.tax ?? 0),
    utr: text(item.utr),
    status: text(item.status),
    createdAt: whole(item.created_at),
  };
  const numbers = [settlement.amount, settlement.fees, settlement.tax, settlement.createdAt];
  if (!/^setl_[A-Za-z0-9]{1,40}$/.test(settlement.id) || numbers.some((n) => !Number.isFinite(n) || n < 0)) {
    throw new GatewayError('Razorpay answered a settlement without its id, amounts or time');
  }
  return settlement;
}

/** A recon row; one not yet settled (no settlement id) is not an item of any settlement. */
function toItem(item: Json): ProviderSettlementItem | null {
  const settlementId = text(item.settlement_id);
  const entityId = text(item.entity_id);
  if (!settlementId || !entityId) return null;
  const amount = whole(item.amount);
  const fee = whole(item.fee ?? 0);
  const tax = whole(item.tax ?? 0);
  if (![amount, fee, tax].every(Number.isFinite)) throw new GatewayError(`Razorpay answered recon row ${entityId} without its amounts`);
  return { settlementId, entityId: entityId.slice(0, 60), type: text(item.type) || 'payment', amount, fee, tax };
}
