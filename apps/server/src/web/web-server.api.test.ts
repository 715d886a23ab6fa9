import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { call, expectError, rawGet } from '../test/harness';
import { precompress } from '../../../../scripts/precompress';
import { startWebServer } from './web-server';

/** The web pages' server, over a stand-in build (the real one is made by npm start). */
let web: FastifyInstance;
let dist: string;
let baseUrl: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'laundry-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>Sri Lakshmi Laundry</title><div id="root"></div><!--${' pad'.repeat(400)}-->`);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("Sri Lakshmi Laundry");\n'.repeat(200));
  writeFileSync(path.join(dist, 'assets', 'tiny-1a2b3c.js'), 'console.log(1)');
  for (const language of ['en', 'te', 'hi']) {
    mkdirSync(path.join(dist, 'pages', language), { recursive: true });
    writeFileSync(path.join(dist, 'pages', language, 'index.html'), `<!doctype html><div id="root"><h1>Home, pre-rendered (${language})</h1></div>`);
    writeFileSync(
      path.join(dist, 'pages', language, 'prices.html'),
      `<!doctype html><div id="root"><h1>Prices, pre-rendered (${language})</h1></div>`,
    );
  }
  writeFileSync(path.join(dist, 'pages', 'en', 'login.html'), '<!doctype html><div id="root"><h1>Login, pre-rendered</h1></div>');
  writeFileSync(
    path.join(dist, 'pages', 'manifest.json'),
    JSON.stringify({
      '/': { en: 'pages/en/index.html', te: 'pages/te/index.html', hi: 'pages/hi/index.html' },
      '/prices': { en: 'pages/en/prices.html', te: 'pages/te/prices.html', hi: 'pages/hi/prices.html' },
      '/login': { en: 'pages/en/login.html' },
      '/evil': { en: '../../etc/passwd' },
      '/odd': 'pages/en/index.html',
    }),
  );
  precompress(dist);
  const config = {
    webPort: 0,
    host: '127.0.0.1',
    publicApiUrl: 'https://api.example.in',
    webOrigins: ['https://srilakshmilaundry.in', 'http://127.0.0.1:3000'],
    logLevel: 'silent',
  } as Config;
  web = await startWebServer(config, dist);
  baseUrl = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await web?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web pages server', () => {
  it('answers a pre-rendered public page with its own HTML, and every other page with the empty app', async () => {
    for (const [page, text] of [
      ['/', 'Home, pre-rendered (en)'],
      ['/prices', 'Prices, pre-rendered (en)'],
    ] as const) {
      const res = await fetch(`${baseUrl}${page}`);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // The API's connection opens while the HTML is read.
      expect(res.headers.get('link')).toBe('<https://api.example.in>; rel=preconnect; crossorigin');
      expect(await res.text()).toContain(text);
    }
    for (const page of ['/my-orders', '/orders', '/evil', '/odd', '/index.html']) {
      const res = await fetch(`${baseUrl}${page}`);
      expect(await res.text(), page).toContain('<div id="root"></div>');
      if (page !== '/index.html') expect(res.headers.get('link'), page).toMatch(/rel=preconnect/);
    }
  });

  it('answers /login pre-rendered for anyone who opens it, but the empty app when the address says why a session ended', async () => {
    expect(await (await fetch(`${baseUrl}/login`)).text()).toContain('Login, pre-rendered');
    expect(await (await fetch(`${baseUrl}/login?lang=en`)).text()).toContain('Login, pre-rendered');
    for (const query of ['?reason=session_expired', '?reason=account_inactive', '?reason=']) {
      const html = await (await fetch(`${baseUrl}/login${query}`)).text();
      expect(html, query).toContain('<div id="root"></div>');
      expect(html, query).not.toContain('Login, pre-rendered');
    }
  });

  it('answers a pre-rendered page in the language asked: ?lang, then the lang cookie, then Accept-Language', async () => {
    const page = async (query: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${baseUrl}/prices${query}`, { headers });
      expect(res.headers.get('vary')).toMatch(/cookie/i);
      expect(res.headers.get('vary')).toMatch(/accept-language/i);
      return /\((\w+)\)/.exec(await res.text())?.[1];
    };
    expect(await page('')).toBe('en');
    expect(await page('', { 'accept-language': 'te-IN,te;q=0.9,en;q=0.8' })).toBe('te');
    expect(await page('', { 'accept-language': 'ta-IN,hi;q=0.5' })).toBe('hi');
    expect(await page('', { cookie: 'a=1; lang=hi', 'accept-language': 'te' })).toBe('hi');
    expect(await page('?lang=te', { cookie: 'lang=hi' })).toBe('te');
    expect(await page('?lang=xx', { cookie: 'lang=zz', 'accept-language': 'fr' })).toBe('en');
  });

  it('answers every page route with the app, fresh each time', async () => {
    for (const page of ['/admin', '/my-orders', '/no/such/page']) {
      const res = await fetch(`${baseUrl}${page}`);
      expect(res.status, page).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await fetch(`${baseUrl}/assets/app-1a2b3c.js`);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('answers robots.txt and sitemap.xml for search engines (not the app page), with the public address', async () => {
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).not.toContain('<div id="root">');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/srilakshmilaundry\.in\/sitemap\.xml$/m);

    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://srilakshmilaundry.in/');
    expect(locs).toContain('https://srilakshmilaundry.in/prices');
    expect(locs.every((loc) => loc?.startsWith('https://srilakshmilaundry.in/'))).toBe(true);
    expect(locs.some((loc) => /admin|my-orders|profile/.test(loc ?? ''))).toBe(false);
  });

  it('sends security headers with the page: CSP with object-src and base-uri none, frame-ancestors, nosniff, a referrer policy', async () => {
    const res = await fetch(`${baseUrl}/orders`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/base-uri 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    // the page may talk to its API and the API's socket, nothing else
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.in wss:\/\/api\.example\.in/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
  });

  it('sends the pre-compressed copy to a browser that accepts it, and the file itself otherwise', async () => {
    const original = readFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'));
    const br = await rawGet({ baseUrl }, '/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(br.body.length).toBeLessThan(original.length / 10);

    const gz = await rawGet({ baseUrl }, '/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(original)).toBe(true);

    const plain = await rawGet({ baseUrl }, '/assets/app-1a2b3c.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);

    // Page routes get the compressed index.html; a file too small to gain is sent as it is.
    const page = await rawGet({ baseUrl }, '/my-orders', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString('utf8')).toContain('<div id="root">');
    expect(existsSync(path.join(dist, 'assets', 'tiny-1a2b3c.js.br'))).toBe(false);
    const tiny = await rawGet({ baseUrl }, '/assets/tiny-1a2b3c.js', { 'accept-encoding': 'br' });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString('utf8')).toBe('console.log(1)');
  });

  it('hands the API origin to the browser at run time', async () => {
    const res = await fetch(`${baseUrl}/runtime-config.js`);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('"apiUrl":"https://api.example.in"');
  });

  it('serves nothing outside the build and answers other methods 404 {error}', async () => {
    const traversal = await fetch(`${baseUrl}/assets/..%2f..%2fpackage.json`);
    expect(await traversal.text()).not.toContain('"workspaces"');
    const post = await call({ baseUrl }, 'POST', '/orders', { body: {} });
    expectError(post, 404, 'Not found', 'route_not_found');
  });
});
