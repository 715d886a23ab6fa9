import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Ports and build folder can be moved so several checkouts' browser tests can run side by side.
const API_PORT = Number(process.env.E2E_API_PORT ?? 4310);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3310);
const SMS_PORT = Number(process.env.E2E_SMS_PORT ?? 4319);
const SMS_URL = `http://127.0.0.1:${SMS_PORT}`;
// WhatsApp's Graph API stand-in (scripts/e2e-server.ts): order messages go there, as in a shop with an account.
const WA_PORT = Number(process.env.E2E_WA_PORT ?? 4318);
const WA_URL = `http://127.0.0.1:${WA_PORT}`;
// Razorpay's API and hosted page stand-in (scripts/e2e-server.ts): the shop takes payments online.
const RZP_PORT = Number(process.env.E2E_RZP_PORT ?? 4317);
const RZP_URL = `http://127.0.0.1:${RZP_PORT}`;
// e2e/pwa.spec.ts finds the build here too (it rewrites the worker to stand in for a new release).
const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(tmpdir(), `laundry-e2e-web-${WEB_PORT}`);
export const API_URL = `http://127.0.0.1:${API_PORT}`;
const dbFile = path.join(tmpdir(), `laundry-e2e-${process.pid}.sqlite`);

/** Browser tests run the real app (built web + API on a fresh SQLite file) in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  // After the server is up: room for every spec's bookings in tomorrow's windows (see the file).
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // CI runs two shards side by side on two cores, each with its server and Chromium: a heavy
  // dialog can take its time to draw there. Waiting longer for a condition slows no passing test.
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // The app's service worker (decision 0080) would stand between a page and page.route; only
    // e2e/pwa.spec.ts, which tests the worker itself, lets it register.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `${API_URL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'test',
      API_PORT: String(API_PORT),
      WEB_PORT: String(WEB_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${dbFile}`,
      PUBLIC_API_URL: API_URL,
      WEB_ORIGIN: `http://localhost:${WEB_PORT},http://127.0.0.1:${WEB_PORT}`,
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
      OTP_ECHO: 'true',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'e2e-auth-key',
      MSG91_OTP_TEMPLATE_ID: 'e2e-reset-template',
      MSG91_BASE_URL: SMS_URL,
      // No MSG91_EVENT_TEMPLATES: SMS carries no order message, so a customer who chose SMS gets click to send.
      WHATSAPP_TOKEN: 'e2e-whatsapp-token',
      WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
      WHATSAPP_API_BASE: WA_URL,
      WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify-token',
      RAZORPAY_KEY_ID: 'rzp_test_e2e',
      RAZORPAY_KEY_SECRET: 'e2e-razorpay-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'e2e-razorpay-webhook-secret',
      RAZORPAY_API_BASE: RZP_URL,
      // Web Push on, with a key pair made for the browser tests only: the profile offers the choice.
      VAPID_PUBLIC_KEY: 'BCjkyI5xyoNnP1WHKRW5gxkWVunDqWPtsGtvefgKjPFDvzLQzunJJZHp3Af56zj45HlryYjgtRZRHeQQgtO-s0c',
      VAPID_PRIVATE_KEY: 'mdKIrLE4aCD0xuJYJSBYP_o5n7N_gGFZI2bh9Xz1AfQ',
      VAPID_SUBJECT: 'mailto:e2e@example.com',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIST,
      E2E_WEB_BUILT: process.env.E2E_WEB_BUILT ?? '',
    },
  },
});
