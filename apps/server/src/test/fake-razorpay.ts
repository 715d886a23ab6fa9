import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as Razorpay would have received it. */
export interface RazorpayRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

interface FakePayment {
  id: string;
  amount: number;
  method: string;
  status: 'captured';
  description: string;
  refunded: number;
}

interface FakeLink {
  id: string;
  amount: number;
  currency: string;
  reference_id: string;
  status: string;
  short_url: string;
  callback_url: string;
  customer: unknown;
  payments: FakePayment[];
}

/** A settlement as Razorpay lists it, with the payments it covers (paise). */
export interface FakeSettlement {
  id: string;
  entity: 'settlement';
  amount: number;
  status: string;
  fees: number;
  tax: number;
  utr: string;
  created_at: number;
  items: { entity_id: string; type: 'payment' | 'refund'; amount: number; fee: number; tax: number }[];
}

export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where the hosted page's payment is announced (the API's /webhooks/razorpay); unset: nowhere. */
  webhookUrl?: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/**
 * A local stand-in for Razorpay's API and hosted payment page (no test reaches the internet). It
 * refuses calls without the key pair's Basic auth, and a link whose amount is not whole paise of
 * INR or has no reference, as Razorpay does. Its page `/pay/{linkId}` takes a card, net banking or
 * UPI payment, signs and sends the `payment_link.paid` webhook, and sends the browser back to the
 * link's callback URL with Razorpay's query parameters.
 */
export class FakeRazorpay {
  readonly requests: RazorpayRequest[] = [];
  readonly links = new Map<string, FakeLink>();
  /** The refunds made, as Razorpay keeps them. */
  readonly refunds: { id: string; paymentId: string; amount: number }[] = [];
  readonly settlements: FakeSettlement[] = [];
  /** Answer the next calls with this status instead (an outage). */
  failNext = 0;
  baseUrl = '';
  private server: Server | null = null;

  constructor(readonly options: FakeRazorpayOptions) {}

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // a form post: kept as text
        }
        void this.answer(req.method ?? '', req.url ?? '', req.headers, body, text).then(({ status, body: out, headers }) => {
          res.writeHead(status, headers ?? { 'content-type': 'application/json' }).end(typeof out === 'string' ? out : JSON.stringify(out));
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The customer pays the link: its payment, captured, as the webhook and the API will tell it. */
  pay(linkId: string, method = 'card', amount?: number): FakePayment {
    const link = this.links.get(linkId);
    if (!link) throw new Error(`no link ${linkId}`);
    const payment: FakePayment = {
      id: id('pay'),
      amount: amount ?? link.amount,
      method,
      status: 'captured',
      description: `#${linkId.replace(/^plink_/, '')}`,
      refunded: 0,
    };
    link.payments.push(payment);
    link.status = 'paid';
    return payment;
  }

  /**
   * Razorpay settles captured payments: 2% fee, 18% GST on it, the rest credited to the bank
   * with a UTR. `at` is the settlement's time (unix seconds).
   */
  settle(
    payments: readonly { id: string; amount: number }[],
    at: number,
    utr = `UTR${randomBytes(6).toString('hex').toUpperCase()}`,
  ): FakeSettlement {
    const items = payments.map((p) => {
      const fee = Math.round(p.amount * 0.02);
      return { entity_id: p.id, type: 'payment' as const, amount: p.amount, fee, tax: Math.round(fee * 0.18) };
    });
    const fees = items.reduce((sum, i) => sum + i.fee, 0);
    const tax = items.reduce((sum, i) => sum + i.tax, 0);
    const gross = items.reduce((sum, i) => sum + i.amount, 0);
    const settlement: FakeSettlement = {
      id: id('setl'),
      entity: 'settlement',
      amount: gross - fees - tax,
      status: 'processed',
      fees,
      tax,
      utr,
      created_at: at,
      items,
    };
    this.settlements.push(settlement);
    return settlement;
  }

  /** A webhook body as Razorpay sends it, for `payment_link.paid` or `payment.captured`. */
  event(name: 'payment_link.paid' | 'payment.captured', linkId: string, payment: FakePayment): string {
    const link = this.links.get(linkId);
    const paymentEntity = { entity: { ...payment, entity: 'payment', currency: 'INR', order_id: `order_${linkId.slice(6)}`, notes: [] } };
    const payload =
      name === 'payment.captured'
        ? { payment: paymentEntity }
        : {
            payment: paymentEntity,
            payment_link: { entity: { id: linkId, amount: link?.amount, status: 'paid', reference_id: link?.reference_id } },
          };
    return JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event: name,
      contains: Object.keys(payload),
      payload,
      created_at: 1_700_000_000,
    });
  }

  sign(body: string, secret = this.options.webhookSecret): string {
    return createHmac('sha256', secret).update(body).digest('hex');
  }

  private authorised(headers: IncomingHttpHeaders): boolean {
    const expected = `Basic ${Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64')}`;
    return headers.authorization === expected;
  }

  private async answer(
    method: string,
    url: string,
    headers: IncomingHttpHeaders,
    body: unknown,
    text: string,
  ): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    const path = new URL(url, 'http://x').pathname;
    const page = /^\/pay\/(plink_[A-Za-z0-9]+)(\/complete)?$/.exec(path);
    if (page) return this.hostedPage(method, page[1]!, Boolean(page[2]), text);
    // The browser tests' lever, not Razorpay's API: settle every captured payment not settled yet, now.
    if (method === 'POST' && path === '/__stand-in/settle') {
      const settled = new Set(this.settlements.flatMap((s) => s.items.map((i) => i.entity_id)));
      const open = [...this.links.values()].flatMap((l) => l.payments).filter((p) => !settled.has(p.id));
      const utr = typeof (body as { utr?: unknown } | undefined)?.utr === 'string' ? (body as { utr: string }).utr : undefined;
      return { status: 200, body: this.settle(open, Math.floor(Date.now() / 1000) - 5, utr) };
    }
    this.requests.push({ method, path, headers, body });
    const error = (status: number, description: string) => ({ status, body: { error: { code: 'BAD_REQUEST_ERROR', description } } });
    if (!this.authorised(headers)) return error(401, 'The api key provided is invalid');
    if (this.failNext > 0) {
      this.failNext -= 1;
      return error(500, 'We are facing some trouble completing your request at the moment.');
    }
    const b = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/v1/payment_links') {
      if (typeof b.amount !== 'number' || !Number.isInteger(b.amount) || b.amount < 100)
        return error(400, 'The amount must be an integer of at least 100 paise.');
      if (b.currency !== 'INR') return error(400, 'The currency must be INR.');
      if (typeof b.reference_id !== 'string' || !b.reference_id) return error(400, 'reference_id is required.');
      const linkId = id('plink');
      const link: FakeLink = {
        id: linkId,
        amount: b.amount,
        currency: 'INR',
        reference_id: b.reference_id,
        status: 'created',
        short_url: `${this.baseUrl}/pay/${linkId}`,
        callback_url: typeof b.callback_url === 'string' ? b.callback_url : '',
        customer: b.customer,
        payments: [],
      };
      this.links.set(linkId, link);
      return { status: 200, body: this.linkAnswer(link) };
    }
    const fetchLink = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
    if (method === 'GET' && fetchLink) {
      const link = this.links.get(decodeURIComponent(fetchLink[1]!));
      return link ? { status: 200, body: this.linkAnswer(link) } : error(400, 'The id provided does not exist');
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const payment = [...this.links.values()].flatMap((l) => l.payments).find((p) => p.id === decodeURIComponent(refund[1]!));
      if (!payment) return error(400, 'The id provided does not exist');
      const amount = b.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > payment.amount - payment.refunded) {
        return error(400, 'The refund amount provided is greater than amount captured');
      }
      payment.refunded += amount;
      const made = { id: id('rfnd'), paymentId: payment.id, amount };
      this.refunds.push(made);
      return { status: 200, body: { id: made.id, entity: 'refund', amount, currency: 'INR', payment_id: payment.id, status: 'processed' } };
    }
    if (method === 'GET' && path === '/v1/settlements') return this.listSettlements(new URL(url, 'http://x').searchParams);
    if (method === 'GET' && path === '/v1/settlements/recon/combined') return this.recon(new URL(url, 'http://x').searchParams);
    return error(404, 'The requested URL was not found on the server.');
  }

  private page<T>(items: T[], query: URLSearchParams): { status: number; body: unknown } {
    const count = Math.min(Number(query.get('count') ?? 10), 100);
    const skip = Number(query.get('skip') ?? 0);
    const slice = items.slice(skip, skip + count);
    return { status: 200, body: { entity: 'collection', count: slice.length, items: slice } };
  }

  private listSettlements(query: URLSearchParams) {
    const from = Number(query.get('from') ?? 0);
    const to = Number(query.get('to') ?? Number.MAX_SAFE_INTEGER);
    const found = this.settlements.filter((s) => s.created_at >= from && s.created_at <= to).sort((a, b) => b.created_at - a.created_at);
    return this.page(
      found.map(({ items: _items, ...s }) => s),
      query,
    );
  }

  /** The payments settled on an IST day, each naming its settlement, as the combined recon lists them. */
  private recon(query: URLSearchParams) {
    const wanted = [query.get('year'), query.get('month'), query.get('day')].map(Number);
    const istDay = (at: number) => {
      const d = new Date(at * 1000 + 5.5 * 3_600_000);
      return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
    };
    const rows = this.settlements
      .filter((s) => istDay(s.created_at).every((n, i) => n === wanted[i]))
      .flatMap((s) =>
        s.items.map((i) => ({ ...i, currency: 'INR', settled: true, settlement_id: s.id, settlement_utr: s.utr, settled_at: s.created_at })),
      );
    return this.page(rows, query);
  }

  private linkAnswer(link: FakeLink) {
    return {
      ...link,
      payments: link.payments.map((p) => ({ payment_id: p.id, amount: p.amount, method: p.method, status: p.status, plink_id: link.id })),
    };
  }

  /** Razorpay's hosted page: choose how to pay; paying announces it and returns to the shop. */
  private async hostedPage(
    method: string,
    linkId: string,
    complete: boolean,
    form: string,
  ): Promise<{ status: number; body: string; headers: Record<string, string> }> {
    const link = this.links.get(linkId);
    if (!link) return { status: 404, body: 'No such payment link', headers: { 'content-type': 'text/plain' } };
    if (!complete || method !== 'POST') {
      const rupees = (link.amount / 100).toFixed(2);
      const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>Razorpay test payment</title></head>
<body><h1>Pay ₹${rupees}</h1><p>${link.reference_id}</p>
<form method="post" action="/pay/${linkId}/complete"><input type="hidden" name="method" value="card"><button>Pay by card</button></form>
<form method="post" action="/pay/${linkId}/complete"><input type="hidden" name="method" value="netbanking"><button>Pay by net banking</button></form>
</body></html>`;
      return { status: 200, body: html, headers: { 'content-type': 'text/html; charset=utf-8' } };
    }
    const chosen = new URLSearchParams(form).get('method') ?? 'card';
    const payment = this.pay(linkId, chosen);
    if (this.options.webhookUrl) {
      const body = this.event('payment_link.paid', linkId, payment);
      await fetch(this.options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': this.sign(body) },
        body,
      }).catch(() => undefined);
    }
    const back = new URL(link.callback_url);
    back.searchParams.set('razorpay_payment_id', payment.id);
    back.searchParams.set('razorpay_payment_link_id', linkId);
    back.searchParams.set('razorpay_payment_link_reference_id', link.reference_id);
    back.searchParams.set('razorpay_payment_link_status', 'paid');
    back.searchParams.set('razorpay_signature', 'not-checked-by-the-shop');
    return { status: 303, body: '', headers: { location: back.toString() } };
  }
}
