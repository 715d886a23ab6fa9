import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as MSG91 would have received it. */
export interface Msg91Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the stand-in answers next: a status and body, optionally after a wait. */
export interface Msg91Reply {
  status: number;
  body?: unknown;
  delayMs?: number;
}

const SUCCESS: Msg91Reply = { status: 200, body: { type: 'success', message: '3763646c3058373530393832' } };

/**
 * A local HTTP server standing in for MSG91's API (no test reaches the internet). It records
 * every request and answers from a queue of replies, then with MSG91's success answer. The
 * messages tests use it for WhatsApp's Graph API too, with Graph's success answer.
 */
export class FakeMsg91 {
  constructor(private readonly success: Msg91Reply | (() => Msg91Reply) = SUCCESS) {}

  readonly requests: Msg91Request[] = [];
  /** How many answers have gone out (a delayed one counts when it is sent). */
  replied = 0;
  private readonly replies: Msg91Reply[] = [];
  private server: Server | null = null;
  baseUrl = '';

  /** Port 0 picks a free one; the browser tests' server names a fixed one their tests can read from. */
  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      // What a browser test, in another process, reads back: every Flow request received so far.
      if (req.method === 'GET' && req.url === '/received') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(this.requests.map((r) => r.body)));
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // kept as text: the test sees what was sent
        }
        this.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
        const reply = this.replies.shift() ?? (typeof this.success === 'function' ? this.success() : this.success);
        const answer = () => {
          if (res.destroyed) return;
          this.replied += 1;
          res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body ?? {}));
        };
        if (reply.delayMs) setTimeout(answer, reply.delayMs).unref();
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The next answers, in order; after them, success. */
  answerNext(...replies: Msg91Reply[]): void {
    this.replies.push(...replies);
  }

  /** The code in the latest request for this 10-digit phone, waiting for it to arrive. */
  async codeFor(phone: string, timeoutMs = 5000): Promise<string> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = [...this.requests].reverse().find((r) => recipient(r)?.mobiles === `91${phone}`);
      const code = found ? recipient(found)?.otp : undefined;
      if (typeof code === 'string') return code;
      if (Date.now() > until) throw new Error(`No SMS for ${phone} reached the MSG91 stand-in within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The first recipient of a Flow request: `{mobiles, otp}`. */
export function recipient(request: Msg91Request): { mobiles?: unknown; otp?: unknown } | undefined {
  const body = request.body as { recipients?: { mobiles?: unknown; otp?: unknown }[] } | null;
  return body?.recipients?.[0];
}
