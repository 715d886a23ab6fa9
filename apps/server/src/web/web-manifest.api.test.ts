import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { call, createAdminSession, expectError, startTestServer, type TestServer } from '../test/harness';
import { startWebServer } from './web-server';

const PRINT = Array.from({ length: 32 }, (_, i) => (i * 5).toString(16).toUpperCase().padStart(2, '0')).join(':');
const SECOND = PRINT.replace(/^00/, 'AB');

/** The installed app's files, from a web server beside a real API (the shop's name comes from its database). */
let api: TestServer;
let dist: string;
const webs: FastifyInstance[] = [];

async function web(twa: Config['twa']): Promise<{ baseUrl: string }> {
  const config = {
    webPort: 0,
    host: '127.0.0.1',
    publicApiUrl: api.baseUrl,
    webOrigins: ['https://srilakshmilaundry.in'],
    logLevel: 'silent',
    twa,
  } as Config;
  const server = await startWebServer(config, dist, { shopName: api.shopName });
  webs.push(server);
  return { baseUrl: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  api = await startTestServer();
  dist = mkdtempSync(path.join(tmpdir(), 'laundry-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(async () => {
  await Promise.all(webs.map((w) => w.close()));
  await api?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the Play Store app and the installed app', () => {
  it('serves /.well-known/assetlinks.json from the settings, as JSON, for every fingerprint', async () => {
    const site = await web({ packageName: 'in.sakalaundry.twa', fingerprints: [PRINT, SECOND] });
    const res = await fetch(`${site.baseUrl}/.well-known/assetlinks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'in.sakalaundry.twa', sha256_cert_fingerprints: [PRINT, SECOND] },
      },
    ]);
  });

  it('answers 404 for assetlinks.json when no Play Store app is set, not the app page', async () => {
    const site = await web(null);
    const res = await call(site, 'GET', '/.well-known/assetlinks.json');
    expectError(res, 404, undefined, 'route_not_found');
  });

  it("names the app after the shop as set in Settings, in the visitor's language, with staff shortcuts apart", async () => {
    const site = await web(null);
    const manifest = async (file: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${site.baseUrl}/${file}`, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      return (await res.json()) as {
        name: string;
        short_name: string;
        display: string;
        start_url: string;
        lang: string;
        shortcuts: { name: string; url: string }[];
      };
    };
    const first = await manifest('manifest.webmanifest');
    expect(first).toMatchObject({ name: 'Sri Lakshmi Laundry', short_name: 'Sri Lakshmi', display: 'standalone', start_url: '/', lang: 'en' });
    expect(first.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Book Order', '/orders'],
      ['My Orders', '/my-orders'],
    ]);
    const admin = await createAdminSession(api);
    expect((await call(api, 'PATCH', '/admin/shop', { token: admin.token, body: { name: 'Saka Laundry Kakinada' } })).status).toBe(200);
    const renamed = await manifest('manifest.webmanifest?lang=te');
    expect(renamed).toMatchObject({ name: 'Saka Laundry Kakinada', short_name: 'Saka Laundry', lang: 'te' });
    expect(renamed.shortcuts[1]).toMatchObject({ name: 'నా ఆర్డర్లు', url: '/my-orders' });
    const staff = await manifest('staff.webmanifest', { 'accept-language': 'hi' });
    expect(staff.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['डैशबोर्ड', '/admin'],
      ['मेरे स्टॉप', '/rider'],
    ]);
  });
});
