import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { Language } from '@laundry/shared/constants';
import { isLanguage, preferredFromHeader } from '@laundry/shared/rules/language';
import { SHOP_PROFILE_DEFAULTS } from '@laundry/shared/rules/shop-profile';
import { REPO_ROOT, type Config } from '../config';
import { ERROR_STATUS, errorBody } from '../http/errors';
import { assetLinks, webManifest, type ManifestAudience } from './web-manifest';

export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

/** Pages anyone may read, for search engines; signed-in pages and the admin area are not listed. */
export const SITEMAP_PATHS = ['/', '/prices', '/about', '/contact', '/help', '/signup', '/terms', '/privacy'];

/** The site's public address: the first of WEB_ORIGIN (the others are aliases such as 127.0.0.1). */
function siteOrigin(config: Config): string {
  return new URL(config.webOrigins[0] ?? `http://localhost:${config.webPort}`).origin;
}

export function robotsTxt(origin: string): string {
  // Signed-in pages stay crawlable (they show a sign-in prompt, nothing private); the admin area is not for search.
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function sitemapXml(origin: string): string {
  const urls = SITEMAP_PATHS.map((page) => `  <url><loc>${origin}${page}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** `Link: <https://api…>; rel=preconnect; crossorigin` for the API's origin (CORS requests without cookies). */
export function preconnectLink(apiUrl: string): string {
  return `<${new URL(apiUrl).origin}>; rel=preconnect; crossorigin`;
}

type PageFiles = Partial<Record<Language, string>>;

/**
 * Query parameters that make a pre-rendered page wrong: a pre-rendered /login shows anyone who opens
 * it the plain greeting, but `?reason=session_expired` greets someone whose session ended
 * (docs/decisions/0032), which only the browser renders. Such an address gets the empty app
 * (docs/decisions/0054: the rule is in place; /login joins the pre-rendered pages once early input is sure).
 */
export const RENDERED_IN_THE_BROWSER_WITH: Record<string, readonly string[]> = { '/login': ['reason'] };

export function wantsBrowserRendering(page: string, query: unknown): boolean {
  const names = RENDERED_IN_THE_BROWSER_WITH[page];
  if (!names || !query || typeof query !== 'object') return false;
  return names.some((name) => (query as Record<string, unknown>)[name] !== undefined);
}

/**
 * `{"/prices": {"en": "pages/en/prices.html", "te": …, "hi": …}, …}` from the build, or nothing
 * for a build made without pre-rendering. Only page paths, and only files inside the build.
 */
function prerenderedPages(root: string): Record<string, PageFiles> {
  const manifest = path.join(root, 'pages', 'manifest.json');
  if (!existsSync(manifest)) return {};
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
  const safe: Record<string, PageFiles> = {};
  for (const [page, files] of Object.entries(pages)) {
    if (!/^\/[a-z0-9/-]*$/.test(page) || !files || typeof files !== 'object') continue;
    const byLanguage = Object.entries(files).filter(
      (entry): entry is [Language, string] =>
        isLanguage(entry[0]) && typeof entry[1] === 'string' && /^pages\/[a-z]{2}\/[a-z0-9_-]+\.html$/.test(entry[1]),
    );
    if (byLanguage.some(([language]) => language === 'en')) safe[page] = Object.fromEntries(byLanguage);
  }
  return safe;
}

/**
 * The language a pre-rendered page is answered in (docs/decisions/0045): `?lang=`, then the
 * visitor's choice (the `lang` cookie the app sets), then the browser's Accept-Language.
 */
export function pageLanguage(query: unknown, cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const fromQuery = query && typeof query === 'object' ? (query as Record<string, unknown>).lang : undefined;
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  return preferredFromHeader(acceptLanguage) ?? 'en';
}

function socketOrigin(apiUrl: string): string {
  const url = new URL(apiUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

export interface WebServerOptions {
  /** The shop's name as set in Settings, for the installed app's manifest; the first-start name without it. */
  shopName?: () => Promise<string>;
}

/** The first-start name, for a web server running without the API beside it. */
const FIRST_START_NAME = SHOP_PROFILE_DEFAULTS.name;

/**
 * Serves the built single-page app. The API origin is handed to the browser at run time
 * (runtime-config.js), so one build serves any deployment.
 */
export async function startWebServer(config: Config, root = WEB_DIST, options: WebServerOptions = {}): Promise<FastifyInstance> {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`The web app is not built (${root}); run npm run build`);
  const app = Fastify({ logger: { level: config.logLevel }, logController: new LogController({ disableRequestLogging: !config.logRequests }) });
  const api = new URL(config.publicApiUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the invoice renderer set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", api, socketOrigin(config.publicApiUrl)],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.get('/runtime-config.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`window.__APP_CONFIG__ = ${JSON.stringify({ apiUrl: config.publicApiUrl })};\n`),
  );
  // Made from the configured address at start, so one build serves any deployment.
  const origin = siteOrigin(config);
  const robots = robotsTxt(origin);
  const sitemap = sitemapXml(origin);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
  // The Play Store app's verification (decision 0080): absent unless the settings name the app.
  const links = config.twa ? JSON.stringify(assetLinks(config.twa)) : null;
  app.get('/.well-known/assetlinks.json', async (_request, reply) => {
    if (!links) return reply.code(ERROR_STATUS.route_not_found).send(errorBody('route_not_found', 'Not found'));
    return reply.type('application/json').header('cache-control', 'public, max-age=3600').send(links);
  });
  const manifest = (audience: ManifestAudience) => async (request: FastifyRequest, reply: FastifyReply) => {
    const name = await (options.shopName?.() ?? Promise.resolve(FIRST_START_NAME)).catch(() => FIRST_START_NAME);
    const language = pageLanguage(request.query, request.headers.cookie, request.headers['accept-language']);
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .send(JSON.stringify(webManifest(name, language, audience)));
  };
  app.get('/manifest.webmanifest', manifest('customer'));
  app.get('/staff.webmanifest', manifest('staff'));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` is a page like the others (pre-rendered when the build made it), not the folder's index.html.
    index: false,
    // The build leaves .br and .gz copies beside each text file (scripts/precompress.ts, a Vite plugin).
    preCompressed: true,
    setHeaders: (res, file) => {
      // Hashed bundles never change; index.html must always be fresh.
      res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Every page talks to the API: the phone opens that connection while it reads the HTML, not
  // after the app's code has run (a round trip saved on a slow network; docs/decisions/0054).
  const preconnect = preconnectLink(config.publicApiUrl);
  // Public pages pre-rendered by the build (decision 0044) answer with their own HTML; a build
  // without them (or any other page route) answers with the empty index.html, rendered in the browser.
  for (const [page, files] of Object.entries(prerenderedPages(root))) {
    app.get(page, async (request, reply) => {
      if (wantsBrowserRendering(page, request.query))
        return reply.header('cache-control', 'no-cache').header('link', preconnect).sendFile('index.html');
      const file = files[pageLanguage(request.query, request.headers.cookie, request.headers['accept-language'])] ?? files.en!;
      // One address, three languages: a cache must key on what picked the language.
      return reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language').header('link', preconnect).sendFile(file);
    });
  }
  // Every other page route of the single-page app answers with index.html.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(ERROR_STATUS.route_not_found).send(errorBody('route_not_found', 'Not found'));
    return reply.header('cache-control', 'no-cache').header('link', preconnect).sendFile('index.html');
  });
  await app.listen({ port: config.webPort, host: config.host });
  return app;
}
