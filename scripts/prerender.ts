import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type PluginOption } from 'vite';

/** Where a pre-rendered page lives in the build: `/` → pages/index.html, `/prices` → pages/prices.html. */
export function prerenderedFile(page: string): string {
  return path.join('pages', `${page === '/' ? 'index' : page.slice(1).replaceAll('/', '_')}.html`);
}

/**
 * React puts the resource hints it finds (the hero picture's preload) before the page's markup;
 * they belong in <head>, where the browser acts on them first and hydration does not meet them.
 */
export function splitResourceHints(html: string): { hints: string; body: string } {
  const match = /^(?:<link [^>]*\/?>)+/.exec(html);
  return match ? { hints: match[0], body: html.slice(match[0].length) } : { hints: '', body: html };
}

interface PrerenderModule {
  PRERENDERED_PAGES: Record<string, string[]>;
  LAYOUT_MODULES: string[];
  renderPage(path: string): Promise<string>;
}

/** For each module of the client build (path from the web root), every stylesheet its chunk and the chunks it imports need. */
export type StylesheetsByModule = Map<string, string[]>;

/**
 * Renders the public pages into copies of the built index.html (decision 0044). The app's
 * server-side entry is built to a temporary folder with the same React plugin, loaded, and asked
 * for each page; `pages/manifest.json` maps each page to its file, for the web server.
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
    mkdirSync(path.join(outDir, 'pages'), { recursive: true });
    const stylesheetLink = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
    const shellCss = [...shell.matchAll(stylesheetLink)].map((m) => m[1]!);
    const shellWithoutCss = shell.replace(stylesheetLink, '');
    const manifest: Record<string, string> = {};
    for (const [page, modules] of Object.entries(entry.PRERENDERED_PAGES)) {
      const { hints, body } = splitResourceHints(await entry.renderPage(page));
      const pageCss = [...entry.LAYOUT_MODULES, ...modules].flatMap((module) => {
        const css = stylesheets.get(module);
        if (!css) throw new Error(`${module} (pre-rendering ${page}) is not a chunk of the client build`);
        return css;
      });
      // One <style> instead of several stylesheet requests: the page paints as soon as its HTML is in.
      const style = `<style>${[...new Set([...shellCss, ...pageCss])].map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n')}</style>`;
      manifest[page] = prerenderedFile(page);
      const document = shellWithoutCss.replace('</head>', `${style}${hints}</head>`).replace('<div id="root"></div>', `<div id="root">${body}</div>`);
      writeFileSync(path.join(outDir, manifest[page]), document);
    }
    // Which file answers which page, for the web server (apps/server/src/web/web-server.ts).
    writeFileSync(path.join(outDir, 'pages', 'manifest.json'), JSON.stringify(manifest, null, 2));
    return Object.keys(manifest);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}
