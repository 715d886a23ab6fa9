import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_EVENTS } from '@laundry/shared/contracts/messages';
import type { TemplateMessage } from './channel';
import { templateName, WhatsAppCloudSender } from './whatsapp-cloud-sender';

const TOKEN = 'EAAG-test-token-5521';
const PHONE_NUMBER_ID = '106540352242922';

interface GraphRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
interface GraphReply {
  status: number;
  body?: unknown;
  /** Never answer: the sender's timeout must end the wait. */
  hang?: boolean;
}

/**
 * A local stand-in for Graph's messages endpoint (no test reaches Meta). Like Graph it refuses a
 * wrong path or token, and a template message without a sl_ name or a language; otherwise it
 * answers from a queue of replies, then with a wamid.
 */
class FakeGraph {
  readonly requests: GraphRequest[] = [];
  private readonly replies: GraphReply[] = [];
  private server: Server | null = null;
  apiBase = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = undefined;
        }
        this.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
        const reply = this.check(req.method, req.url, req.headers, body) ?? this.replies.shift() ?? this.success();
        if (reply.hang) return;
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body ?? {}));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.apiBase = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v21.0`;
  }

  answerNext(...replies: GraphReply[]): void {
    this.replies.push(...replies);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private success(): GraphReply {
    const n = this.requests.length;
    const to = (this.requests.at(-1)?.body as { to?: string } | undefined)?.to;
    return {
      status: 200,
      body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.TEST${n}`, message_status: 'accepted' }] },
    };
  }

  /** Graph's own refusals of a request that is not what its documentation asks for. */
  private check(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders, body: unknown): GraphReply | undefined {
    if (method !== 'POST' || url !== `/v21.0/${PHONE_NUMBER_ID}/messages`) return graphError(404, 'Unsupported post request.', 100);
    if (headers.authorization !== `Bearer ${TOKEN}`) return graphError(401, 'Invalid OAuth access token - Cannot parse access token', 190);
    if (headers['content-type'] !== 'application/json') return graphError(400, 'Unexpected content type', 100);
    const b = body as { messaging_product?: unknown; to?: unknown; type?: unknown; template?: { name?: unknown; language?: { code?: unknown } } };
    if (b?.messaging_product !== 'whatsapp' || typeof b.to !== 'string' || !/^91\d{10}$/.test(b.to) || b.type !== 'template') {
      return graphError(400, '(#100) Invalid parameter', 100);
    }
    if (
      typeof b.template?.name !== 'string' ||
      !b.template.name.startsWith('sl_') ||
      !['en', 'te', 'hi'].includes(String(b.template.language?.code))
    ) {
      return graphError(404, '(#132001) Template name does not exist in the translation', 132001);
    }
    return undefined;
  }
}

function graphError(status: number, message: string, code: number, details?: string): GraphReply {
  return {
    status,
    body: {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
        fbtrace_id: 'Az8b',
      },
    },
  };
}

const fake = new FakeGraph();
let sender: WhatsAppCloudSender;
// Long enough for a loaded CI machine to answer; short enough that the hang tests end quickly.
const FAST = { attemptTimeoutMs: 1500 };
const MESSAGE: TemplateMessage = { to: '9876501234', event: 'out-for-delivery', language: 'te', variables: ['Lakshmi', 'SL-1042', '₹ 450'] };

beforeAll(async () => {
  await fake.start();
  sender = new WhatsAppCloudSender({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, apiBase: fake.apiBase }, FAST);
});
afterEach(() => {
  fake.requests.length = 0;
});
afterAll(async () => {
  await fake.stop();
});

describe('templateName', () => {
  it('is sl_ and the event with underscores, for every event', () => {
    expect(templateName('out-for-delivery')).toBe('sl_out_for_delivery');
    expect(templateName('booked')).toBe('sl_booked');
    for (const event of MESSAGE_EVENTS) expect(templateName(event)).toMatch(/^sl_[a-z_]+$/);
  });
});

describe('the WhatsApp Cloud API sender', () => {
  it('is the whatsapp channel and has a template for every event', () => {
    expect(sender.name).toBe('whatsapp');
    for (const event of MESSAGE_EVENTS) expect(sender.supports(event)).toBe(true);
  });

  it('sends the template message Graph documents: path, bearer token, template, language and variables in order', async () => {
    const outcome = await sender.send(MESSAGE);
    expect(outcome).toEqual({ ok: true, providerId: 'wamid.TEST1' });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ method: 'POST', path: `/v21.0/${PHONE_NUMBER_ID}/messages` });
    expect(sent!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876501234',
      type: 'template',
      template: {
        name: 'sl_out_for_delivery',
        language: { code: 'te' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Lakshmi' },
              { type: 'text', text: 'SL-1042' },
              { type: 'text', text: '₹ 450' },
            ],
          },
        ],
      },
    });
  });

  it('sends no components for a template without variables', async () => {
    const outcome = await sender.send({ to: '9876501299', event: 'booked', language: 'hi', variables: [] });
    expect(outcome.ok).toBe(true);
    expect(fake.requests[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876501299',
      type: 'template',
      template: { name: 'sl_booked', language: { code: 'hi' } },
    });
  });

  it('says a refused number is worth another channel, and does not retry it', async () => {
    fake.answerNext(graphError(400, 'Message undeliverable.', 131026, 'Message Undeliverable.'));
    expect(await sender.send(MESSAGE)).toEqual({
      ok: false,
      retry: false,
      numberRefused: true,
      problem: 'HTTP 400: Message undeliverable. (code 131026): Message Undeliverable.',
    });
    for (const reply of [
      graphError(400, '(#131030) Recipient phone number not in allowed list', 131030),
      graphError(400, '(#131009) Parameter value is not valid', 131009),
      graphError(400, '(#100) Invalid parameter', 100, 'Invalid phone number'),
      graphError(400, '(#100) The phone number is not valid', 100),
    ]) {
      fake.answerNext(reply);
      expect(await sender.send(MESSAGE), JSON.stringify(reply)).toMatchObject({ ok: false, retry: false, numberRefused: true });
    }
  });

  it("does not retry, nor blame the number for, a refusal of the shop's own setup", async () => {
    fake.answerNext(
      graphError(
        404,
        '(#132001) Template name does not exist in the translation',
        132001,
        'template name (sl_out_for_delivery) does not exist in te',
      ),
      graphError(400, '(#100) Invalid parameter', 100, 'Parameter name is missing or empty'),
    );
    const missing = await sender.send(MESSAGE);
    expect(missing).toEqual({
      ok: false,
      retry: false,
      problem:
        'HTTP 404: (#132001) Template name does not exist in the translation (code 132001): template name (sl_out_for_delivery) does not exist in te',
    });
    expect(await sender.send(MESSAGE)).toEqual({
      ok: false,
      retry: false,
      problem: expect.stringMatching(/^HTTP 400: \(#100\) Invalid parameter \(code 100\)/),
    });
    // And a wrong token, which Graph answers itself.
    const wrongToken = new WhatsAppCloudSender({ token: 'EAAG-revoked', phoneNumberId: PHONE_NUMBER_ID, apiBase: fake.apiBase }, FAST);
    expect(await wrongToken.send(MESSAGE)).toEqual({
      ok: false,
      retry: false,
      problem: 'HTTP 401: Invalid OAuth access token - Cannot parse access token (code 190)',
    });
  });

  it('asks for a retry after a 5xx, a 429, no answer, an unreachable host or a 200 without an id', async () => {
    fake.answerNext(graphError(500, 'An unknown error has occurred.', 1), { status: 503, body: 'Service Unavailable' });
    expect(await sender.send(MESSAGE)).toEqual({ ok: false, retry: true, problem: 'HTTP 500: An unknown error has occurred. (code 1)' });
    expect(await sender.send(MESSAGE)).toEqual({ ok: false, retry: true, problem: 'HTTP 503' });

    fake.answerNext(graphError(429, '(#130429) Rate limit hit', 130429));
    expect(await sender.send(MESSAGE)).toMatchObject({ ok: false, retry: true, problem: 'HTTP 429: (#130429) Rate limit hit (code 130429)' });

    fake.answerNext({ status: 200, hang: true });
    const started = Date.now();
    expect(await sender.send(MESSAGE)).toEqual({ ok: false, retry: true, problem: `no answer within ${FAST.attemptTimeoutMs} ms` });
    expect(Date.now() - started).toBeLessThan(FAST.attemptTimeoutMs + 2000);

    fake.answerNext({ status: 200, body: { messaging_product: 'whatsapp', messages: [] } });
    expect(await sender.send(MESSAGE)).toEqual({ ok: false, retry: true, problem: 'HTTP 200 without a message id' });

    // A port that was free a moment ago: nothing listens there now.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new WhatsAppCloudSender({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, apiBase: `http://127.0.0.1:${port}/v21.0` }, FAST);
    expect(await unreachable.send(MESSAGE)).toEqual({ ok: false, retry: true, problem: expect.stringMatching(/^network error/) });
  });

  it('never puts the token in its problem, and cuts the problem to 300 characters', async () => {
    // The second quotes the token across the 300th character: blanked before the cut, no piece of it is left.
    fake.answerNext(graphError(400, `Token ${TOKEN} is not allowed for ${PHONE_NUMBER_ID}`, 10), graphError(500, 'x'.repeat(285) + TOKEN, 2));
    const quoted = await sender.send(MESSAGE);
    expect(quoted).toEqual({ ok: false, retry: false, problem: `HTTP 400: Token **** is not allowed for ${PHONE_NUMBER_ID} (code 10)` });
    const long = await sender.send(MESSAGE);
    expect(long.ok).toBe(false);
    if (long.ok) return;
    expect(long.problem).toHaveLength(300);
    expect(long.problem).toMatch(/x\*\*\*\* $/);
    expect(long.problem).not.toContain('EAAG');
  });
});
