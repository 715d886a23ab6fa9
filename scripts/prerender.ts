import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type PluginOption } from 'vite';

const LANGUAGES = ['en', 'te', 'hi'] as const;
type Language = (typeof LANGUAGES)[number];

/** Where a pre-rendered page lives in the build: `/` in Telugu → pages/te/index.html, `/prices` → pages/te/prices.html. */
export function prerenderedFile(page: string, language: Language): string {
  return path.posix.join('pages', language, `${page === '/' ? 'index' : page.slice(1).replaceAll('/', '_')}.html`);
}

/**
 * React puts the resource hints it finds (the hero picture's preload) before the page's markup;
 * they belong in <head>, where the browser acts on them first and hydration does not meet them.
 */
export function splitResourceHints(html: string): { hints: string; body: string } {
  const match = /^(?:<link [^>]*\/?>)+/.exec(html);
  return match ? { hints: match[0], body: html.slice(match[0].length) } : { hints: '', body: html };
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The page's own title and description (in its language) in place of index.html's. */
export function withPageMeta(shell: string, meta: { title: string; description: string } | null): string {
  if (!meta) return shell;
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
}

const SCRIPT_FONTS: Record<Language, RegExp | null> = {
  en: null,
  te: /^noto-sans-telugu-telugu-(400|700)-normal-[\w-]+\.woff2$/,
  hi: /^noto-sans-devanagari-devanagari-(400|700)-normal-[\w-]+\.woff2$/,
};

/**
 * A Telugu or Hindi page asks for its script's faces at once: text painted before its font arrives
 * shows as boxes on phones without one, and Chromium does not always repaint it (decision 0045).
 */
export function fontPreloads(outDir: string, language: Language): string {
  const pattern = SCRIPT_FONTS[language];
  if (!pattern) return '';
  const files = readdirSync(path.join(outDir, 'assets')).filter((file) => pattern.test(file));
  if (files.length !== 2) throw new Error(`Expected the ${language} regular and bold font files in the build, found ${files.length}`);
  return files.map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`).join('');
}

interface PrerenderModule {
  PRERENDERED_PAGES: Record<string, string[]>;
  SIGNED_IN_FRAMES: string[];
  LAYOUT_MODULES: string[];
  renderPage(path: string, language: Language): Promise<{ html: string; meta: { title: string; description: string } | null }>;
}

/** For each module of the client build (path from the web root), every stylesheet its chunk and the chunks it imports need. */
export type StylesheetsByModule = Map<string, string[]>;

/**
 * Renders the public pages into copies of the built index.html (decision 0044), once per language
 * (decision 0045). The app's server-side entry is built to a temporary folder with the same React
 * plugin, loaded, and asked for each page; `pages/manifest.json` maps each page and language to its
 * file, for the web server.
 */
export async function prerender(webDir: string, outDir: string, plugins: PluginOption[], stylesheets: StylesheetsByModule): Promise<string[]> {
  // Inside the repository, so the built entry finds react and the rest in node_modules.
  const cache = path.resolve(webDir, '../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const ssrDir = mkdtempSync(path.join(cache, 'laundry-prerender-'));
  try {
    await build({
      configFile: false,
      root: webDir,
      logLevel: 'warn',
      plugins,
      build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, target: 'node20', copyPublicDir: false },
    });
    const entry = (await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href)) as PrerenderModule;
    const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to render into');
    for (const language of LANGUAGES) mkdirSync(path.join(outDir, 'pages', language), { recursive: true });
    const stylesheetLink = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
    const shellCss = [...shell.matchAll(stylesheetLink)].map((m) => m[1]!);
    const shellWithoutCss = shell.replace(stylesheetLink, '');
    const manifest: Record<string, Record<Language, string>> = {};
    for (const [page, modules] of Object.entries(entry.PRERENDERED_PAGES)) {
      const pageCss = [...entry.LAYOUT_MODULES, ...modules].flatMap((module) => {
        const css = stylesheets.get(module);
        if (!css) throw new Error(`${module} (pre-rendering ${page}) is not a chunk of the client build`);
        return css;
      });
      // One <style> instead of several stylesheet requests: the page paints as soon as its HTML is in.
      const inlined = [...new Set([...shellCss, ...pageCss])];
      // And each file named by a disabled link, which the browser does not fetch: Vite's loader of the
      // page's code finds them there and neither fetches nor applies them a second time (it would,
      // and wait for them before the page's code runs: six stylesheets on /my-orders).
      const style =
        `<style>${inlined.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n')}</style>` +
        inlined.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
      const files = {} as Record<Language, string>;
      const frame = entry.SIGNED_IN_FRAMES.includes(page) ? ' data-frame="signed-in"' : '';
      // One language after another: the app's language is one setting for the whole render.
      for (const language of LANGUAGES) {
        const rendered = await entry.renderPage(page, language);
        const fonts = fontPreloads(outDir, language);
        const { hints, body } = splitResourceHints(rendered.html);
        files[language] = prerenderedFile(page, language);
        const document = withPageMeta(shellWithoutCss, rendered.meta)
          .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
          // The installed app's names and shortcuts in the page's language (decision 0080).
          .replace('href="/manifest.webmanifest"', `href="/manifest.webmanifest?lang=${language}"`)
          .replace('</head>', `${style}${fonts}${hints}</head>`)
          .replace('<div id="root"></div>', `<div id="root"${frame}>${body}</div>`);
        writeFileSync(path.join(outDir, files[language]), document);
      }
      manifest[page] = files;
    }
    // Which file answers which page, for the web server (apps/server/src/web/web-server.ts).
    writeFileSync(path.join(outDir, 'pages', 'manifest.json'), JSON.stringify(manifest, null, 2));
    return Object.keys(manifest);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}
