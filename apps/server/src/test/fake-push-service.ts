import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/** A browser's side of a subscription: its key pair and auth secret, and the JSON it would hand over. */
export interface FakeBrowser {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** One notification as the push service took it, its payload decrypted as the browser would. */
export interface PushReceived {
  endpoint: string;
  headers: IncomingHttpHeaders;
  payload: unknown;
  /** The VAPID JWT's claims, once its signature checked out against `k`. */
  claims: { aud?: unknown; sub?: unknown; exp?: unknown };
}

/** Decrypts an aes128gcm body (RFC 8188) with the receiver's keys (RFC 8291), one record. */
function decrypt(body: Buffer, browser: FakeBrowser): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idlen);
  const cipher = body.subarray(21 + idlen);
  const secret = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // The last record ends with 0x02, then padding zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('no end-of-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/**
 * A local HTTP server standing in for a push service (FCM, Mozilla's, Apple's): it takes a
 * notification only with a VAPID `Authorization: vapid t=<JWT>, k=<key>` whose ES256 signature
 * holds for the server's public key and whose audience is this origin, and an `aes128gcm` body it
 * can decrypt with the browser's keys. A refused request is answered 400 and recorded in `refused`.
 */
export class FakePushService {
  readonly received: PushReceived[] = [];
  readonly refused: string[] = [];
  private readonly browsers = new Map<string, FakeBrowser>();
  /** What an endpoint answers instead of 201 (404/410: gone; 500: an outage). */
  private readonly answers = new Map<string, number>();
  private server: Server | null = null;
  baseUrl = '';

  constructor(private readonly vapidPublicKey: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void this.take(req.url ?? '', req.headers, Buffer.concat(chunks)).then(
          (status) => res.writeHead(status).end(),
          (error: unknown) => {
            this.refused.push(error instanceof Error ? error.message : String(error));
            res.writeHead(400).end();
          },
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A new browser subscribed at this service. */
  browser(): FakeBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${this.baseUrl}/send/${randomBytes(8).toString('hex')}`;
    const browser = {
      endpoint,
      ecdh,
      auth,
      json: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
    };
    this.browsers.set(new URL(endpoint).pathname, browser);
    return browser;
  }

  answer(endpoint: string, status: number): void {
    this.answers.set(new URL(endpoint).pathname, status);
  }

  for(endpoint: string): PushReceived[] {
    return this.received.filter((r) => r.endpoint === endpoint);
  }

  private async take(path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<number> {
    const browser = this.browsers.get(path);
    if (!browser) return 404;
    const answer = this.answers.get(path);
    if (answer) return answer;
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
    if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
    if (match[2] !== this.vapidPublicKey) throw new Error('the VAPID key is not the server’s');
    const raw = Buffer.from(this.vapidPublicKey, 'base64url');
    const key = await importJWK(
      { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(match[1]!, key, { algorithms: ['ES256'], audience: this.baseUrl });
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding is ${headers['content-encoding']}`);
    if (!headers.ttl) throw new Error('no TTL');
    this.received.push({ endpoint: browser.endpoint, headers, payload: JSON.parse(decrypt(body, browser)), claims });
    return 201;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
