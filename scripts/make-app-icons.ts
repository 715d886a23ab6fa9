/**
 * The installed app's icons (decision 0080), drawn from the site's logo (apps/web/public/favicon.svg)
 * by Chromium and committed: 192 and 512 px as the logo is, and a 512 px maskable one whose logo
 * sits inside the middle 80 % a phone's mask never cuts. Run again if the logo changes:
 *   npx tsx scripts/make-app-icons.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web/public');
const logo = readFileSync(path.join(web, 'favicon.svg'), 'utf8');
/** The logo's own background, which fills the whole maskable square. */
const BRAND = '#0f4c81';

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.7) : size;
    const svg = logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `);
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BRAND : 'transparent'}">${svg}</body></html>`,
    );
    await page.screenshot({ path: path.join(web, 'icons', file), omitBackground: !maskable });
    await page.close();
    console.log(`icons/${file}`);
  }
} finally {
  await browser.close();
}
