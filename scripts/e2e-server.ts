/** The app as npm start serves it, freshly built, on a fresh database, for the browser tests. */
import { rmSync } from 'node:fs';
import { sqlitePath } from '../apps/server/src/db/database';
import { main } from '../apps/server/src/main';
import { FakeMsg91 } from '../apps/server/src/test/fake-msg91';
import { FakeRazorpay } from '../apps/server/src/test/fake-razorpay';
import { buildWeb } from './build-web';

const url = process.env.DATABASE_URL ?? '';
if (url.startsWith('file:') && process.env.KEEP_DATABASE !== '1') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqlitePath(url)}${suffix}`, { force: true });
}
// E2E_WEB_BUILT: npm test built the web once for its parallel browser shards, which share that folder.
if (process.env.WEB_DIST && process.env.E2E_WEB_BUILT !== '1') buildWeb(process.env.WEB_DIST);
// Reset codes go out through the real MSG91 client to a local stand-in (no test reaches the
// internet); tests read what it received from GET {MSG91_BASE_URL}/received.
const smsPort = Number(new URL(process.env.MSG91_BASE_URL ?? 'http://127.0.0.1:0').port);
if (process.env.SMS_PROVIDER === 'msg91') await new FakeMsg91().start(smsPort);
// Order messages go to WhatsApp's Graph API, here a stand-in on WHATSAPP_API_BASE's port answering
// as Graph does ({messages: [{id: 'wamid.…'}]}); tests read the templates it received from GET /received.
const whatsappBase = process.env.WHATSAPP_API_BASE;
if (whatsappBase && new URL(whatsappBase).hostname === '127.0.0.1') {
  let sent = 0;
  const graphSuccess = () => {
    sent += 1;
    return { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.e2e${sent}` }] } };
  };
  await new FakeMsg91(graphSuccess).start(Number(new URL(whatsappBase).port));
}
// Razorpay's API and hosted page, here a stand-in on RAZORPAY_API_BASE's port: paying on its page
// sends the signed webhook to this API and the browser back to My Orders (docs/decisions/0085).
const razorpayBase = process.env.RAZORPAY_API_BASE;
if (razorpayBase && new URL(razorpayBase).hostname === '127.0.0.1') {
  await new FakeRazorpay({
    keyId: process.env.RAZORPAY_KEY_ID ?? '',
    keySecret: process.env.RAZORPAY_KEY_SECRET ?? '',
    webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET ?? '',
    webhookUrl: `${process.env.PUBLIC_API_URL ?? ''}/webhooks/razorpay`,
  }).start(Number(new URL(razorpayBase).port));
}
await main({ web: true });
