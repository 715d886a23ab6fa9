import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../apps/server/src/config';
import { ensureWebBuild } from './ensure-web-build';
import { missingCompressedCopies, precompress } from './precompress';

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), name));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the web build', () => {
  // `npm run build` is the usual deploy step: a plain `vite build`, nothing of ours around it.
  it('made by a plain vite build carries brotli and gzip copies, and builds without warnings', () => {
    const out = tempDir('laundry-vite-build-');
    const result = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], {
      cwd: path.join(REPO_ROOT, 'apps/web'),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    const log = `${result.stdout}${result.stderr}`;
    expect(log).not.toMatch(/can't be bundled/);
    expect(log).not.toMatch(/\(!\)/);
    expect(missingCompressedCopies(out)).toEqual([]);
    const scripts = readdirSync(path.join(out, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    const biggest = scripts.map((name) => path.join(out, 'assets', name)).sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0]!;
    expect(brotliDecompressSync(readFileSync(`${biggest}.br`)).equals(readFileSync(biggest))).toBe(true);
    // The run-time settings script stays a plain request to the web server, not bundled.
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toMatch(/<script\s+defer src="\/runtime-config\.js"><\/script>/);
    expect(html).not.toContain('vite-ignore');
    // The public pages come pre-rendered; index.html itself stays the empty shell other pages use.
    expect(html).toContain('<div id="root"></div>');
    const manifest = JSON.parse(readFileSync(path.join(out, 'pages', 'manifest.json'), 'utf8')) as Record<string, Record<string, string>>;
    expect(manifest).toMatchObject({
      '/': { en: 'pages/en/index.html', te: 'pages/te/index.html', hi: 'pages/hi/index.html' },
      '/prices': { en: 'pages/en/prices.html', te: 'pages/te/prices.html', hi: 'pages/hi/prices.html' },
      '/signup': { en: 'pages/en/signup.html' },
      '/login': { en: 'pages/en/login.html' },
      '/orders': { en: 'pages/en/orders.html' },
      '/my-orders': { en: 'pages/en/my-orders.html' },
    });
    // The admin area and the other signed-in pages are rendered in the browser only.
    expect(Object.keys(manifest).filter((page) => /admin|profile|rider/.test(page))).toEqual([]);
    const home = readFileSync(path.join(out, manifest['/']!.en!), 'utf8');
    // Each language's page says which language it is in (docs/decisions/0045).
    expect(home).toMatch(/<html lang="en">/);
    const teluguHome = readFileSync(path.join(out, manifest['/']!.te!), 'utf8');
    expect(teluguHome).toMatch(/<html lang="te">/);
    // Its script's fonts are asked for with the page; an English page asks for none.
    expect(teluguHome.match(/<link rel="preload" href="\/assets\/noto-sans-telugu-telugu-(400|700)-normal-/g)).toHaveLength(2);
    expect(home).not.toMatch(/rel="preload"[^>]*as="font"/);
    expect(home).toMatch(/<div id="root"><a class="skip-link"/);
    expect(home).toMatch(/<h1[^>]*>/);
    // Its styles come with it: no stylesheet request stands between the HTML and the first paint.
    expect(home).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)/);
    expect(home).toMatch(/<style>[^<]*\.site-footer[^<]*<\/style>/);
    // Each inlined file is named by a disabled link (never fetched), so the page's code does not
    // fetch and apply it a second time when it arrives.
    const named = [...home.matchAll(/<link rel="stylesheet" href="\/(assets\/[^"]+\.css)" disabled>/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.some((file) => file!.startsWith('assets/site-footer-'))).toBe(true);
    // The page's first script, small and loaded on its own, keeps what is typed before the app runs.
    expect(home).toMatch(/<script type="module" async src="\/assets\/early-input-[^"]+\.js"><\/script>/);
    expect(home).toContain('<script type="module" crossorigin src="/assets/index-');
    expect(readFileSync(path.join(out, manifest['/signup']!.en!), 'utf8')).toMatch(/<form/);
    // /login as anyone who opens it sees it: the plain greeting, the form ready to fill.
    expect(readFileSync(path.join(out, manifest['/login']!.en!), 'utf8')).toMatch(/<form[\s\S]*type="password"/);
    // A signed-in page is its frame (docs/decisions/0058): heading, words, a loading line, and the
    // root marked so the visitor's links stay unseen until the session is read.
    const myOrders = readFileSync(path.join(out, manifest['/my-orders']!.en!), 'utf8');
    expect(myOrders).toMatch(/<div id="root" data-frame="signed-in">/);
    expect(myOrders).toMatch(/<h1>My Orders<\/h1>[\s\S]*role="status"/);
    expect(readFileSync(path.join(out, manifest['/orders']!.en!), 'utf8')).toMatch(/<h1>Book a pickup<\/h1>[\s\S]*Loading orders…/);
  }, 120_000);
});

describe('precompress', () => {
  it('copies every text file of 1 KB or more, and says which copies a build lacks', () => {
    const dir = tempDir('laundry-precompress-');
    mkdirSync(path.join(dir, 'assets'));
    const big = path.join(dir, 'assets', 'app.js');
    writeFileSync(big, 'console.log("Sri Lakshmi Laundry");\n'.repeat(100));
    writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096));
    writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset>${'<url></url>'.repeat(200)}</urlset>`);
    expect(
      missingCompressedCopies(dir)
        .map((file) => path.relative(dir, file))
        .sort(),
    ).toEqual(['assets/app.js', 'sitemap.xml']);
    expect(precompress(dir)).toBe(2);
    expect(missingCompressedCopies(dir)).toEqual([]);
    expect(gunzipSync(readFileSync(`${big}.gz`)).equals(readFileSync(big))).toBe(true);
    expect(existsSync(path.join(dir, 'assets', 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
  });
});

describe('npm start before serving', () => {
  function project() {
    const root = tempDir('laundry-start-');
    const webDir = path.join(root, 'web');
    mkdirSync(path.join(webDir, 'src'), { recursive: true });
    writeFileSync(path.join(webDir, 'src', 'main.tsx'), 'export {};');
    const places = { webDir, sharedDir: path.join(root, 'shared'), distDir: path.join(webDir, 'dist') };
    const writeBuild = () => {
      mkdirSync(path.join(places.distDir, 'assets'), { recursive: true });
      writeFileSync(path.join(places.distDir, 'assets', 'index.js'), 'console.log("home");\n'.repeat(200));
      writeFileSync(path.join(places.distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    };
    return { places, writeBuild };
  }

  it('builds when there is no build, then leaves a complete build alone', () => {
    const { places, writeBuild } = project();
    let builds = 0;
    const build = () => {
      builds += 1;
      writeBuild();
      precompress(places.distDir);
    };
    expect(ensureWebBuild(places, build)).toBe('built');
    expect(ensureWebBuild(places, build)).toBe('fresh');
    expect(ensureWebBuild(places, build, true)).toBe('built');
    expect(builds).toBe(2);
  });

  it('never serves a build without its compressed copies (one made by another tool)', () => {
    const { places, writeBuild } = project();
    writeBuild();
    expect(missingCompressedCopies(places.distDir)).toHaveLength(1);
    expect(ensureWebBuild(places, () => expect.fail('a fresh build needs no rebuild'))).toBe('compressed');
    expect(missingCompressedCopies(places.distDir)).toEqual([]);
  });
});
