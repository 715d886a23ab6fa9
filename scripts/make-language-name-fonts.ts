/**
 * The language switcher writes తెలుగు and हिन्दी on every page, English ones too. With the full
 * Noto faces that would make every English visitor download about 86 KB of fonts for two words, so
 * the switcher uses two tiny faces holding only those words' glyphs (about 4 KB together; decision
 * 0045). Run again if the names change:  npx tsx scripts/make-language-name-fonts.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fontsource = path.join(root, 'node_modules/@fontsource');
const out = path.join(root, 'apps/web/src/assets/fonts');

const NAMES = [
  { file: 'language-name-te.woff2', from: 'noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2', text: 'తెలుగు' },
  { file: 'language-name-hi.woff2', from: 'noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2', text: 'हिन्दी' },
];

for (const { file, from, text } of NAMES) {
  const subset = await subsetFont(readFileSync(path.join(fontsource, from)), text, { targetFormat: 'woff2' });
  writeFileSync(path.join(out, file), subset);
  console.log(`${file}: ${subset.length} bytes`);
}
