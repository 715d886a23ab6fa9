import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { namespaceOf } from './collect';

/**
 * The catalogues stay complete and honest (docs/decisions/0045): every key in all three
 * languages, no key nobody uses, no English left in Telugu or Hindi, the same placeholders in each.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANGS = ['en', 'te', 'hi'] as const;

/** Words that stay as they are in every language (brands, units, codes); see glossary.md. */
const KEPT_WORDS = new Set(
  [
    'Sri',
    'Lakshmi',
    'Laundry',
    'WhatsApp',
    'UPI',
    'GST',
    'GSTIN',
    'SAC',
    'CGST',
    'SGST',
    'OTP',
    'PNG',
    // image formats and their sizes, as the phone's camera and gallery name them
    'JPEG',
    'WebP',
    'KB',
    'CSV',
    'Excel',
    'IGST',
    'UTR',
    'PDF',
    'QR',
    'ID',
    'SL',
    'AM',
    'PM',
    'am',
    'pm',
    'kg',
    'Google',
    'Maps',
    'Instagram',
    'Facebook',
    'Gmail',
    'PhonePe',
    'GPay',
    'Paytm',
    'BHIM',
    'Android',
    'iPhone',
    'Chrome',
    'Kakinada',
    'Andhra',
    'Pradesh',
    'India',
    'IST',
    'INR',
    'Rs',
    'SMS',
    'DLT',
    'TRAI',
    'URL',
    'Wi',
    'Fi',
  ].map((w) => w.toLowerCase()),
);

function walk(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => path.join(dir, entry));
}

const files = walk(SRC);
const catalogueDirs = [...new Set(files.filter((f) => /[/\\]locales[/\\]en\.json$/.test(f)).map((f) => path.dirname(f)))].sort();
const read = (dir: string, lang: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;

function literalText(elements: MessageFormatElement[]): string[] {
  const out: string[] = [];
  for (const el of elements) {
    if (el.type === TYPE.literal) out.push(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) out.push(...literalText(option.value));
    if (el.type === TYPE.tag) out.push(...literalText(el.children));
  }
  return out;
}

/** Argument and tag names a message uses: a translation must use the same ones. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) into.add(`{${el.value}}`);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(`{${el.value}}`);
      for (const option of Object.values(el.options)) placeholders(option.value, into);
    }
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      placeholders(el.children, into);
    }
  }
  return into;
}

function englishWordsLeft(message: string): string[] {
  const text = literalText(parse(message, { ignoreTag: false }))
    .join(' ')
    // e-mail addresses, web addresses and example inputs stay as written
    .replace(/\S+@\S+|https?:\/\/\S+|\b[a-z]+\.[a-z]{2,}\b/gi, ' ');
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !KEPT_WORDS.has(word.toLowerCase()));
}

const sources = files.filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
const sourceText = sources.map((f) => readFileSync(f, 'utf8')).join('\n');
const literals = new Set([...sourceText.matchAll(/(['"`])([\w.-]+)\1/g)].map((m) => m[2]));
/** `t(\`status.${key}\`)`: a key built at run time counts every key with that prefix as used. */
const prefixes = [...sourceText.matchAll(/`([\w.-]+\.)\$\{/g)].map((m) => m[1]!);

describe('message catalogues', () => {
  it('exist', () => {
    expect(catalogueDirs.length).toBeGreaterThan(0);
  });

  it('have one namespace per folder', () => {
    const namespaces = catalogueDirs.map((dir) => namespaceOf(`${dir}/en.json`.replaceAll('\\', '/')));
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  for (const dir of catalogueDirs) {
    const namespace = namespaceOf(`${dir}/en.json`.replaceAll('\\', '/'));
    describe(namespace, () => {
      const en = read(dir, 'en');

      for (const lang of ['te', 'hi'] as const) {
        it(`${lang} has exactly the English keys`, () => {
          const other = read(dir, lang);
          expect({ missing: Object.keys(en).filter((k) => !(k in other)), extra: Object.keys(other).filter((k) => !(k in en)) }).toEqual({
            missing: [],
            extra: [],
          });
        });

        it(`${lang} leaves no English words and keeps the placeholders`, () => {
          const other = read(dir, lang);
          const problems: string[] = [];
          for (const [key, message] of Object.entries(other)) {
            if (!(key in en)) continue;
            try {
              const left = englishWordsLeft(message);
              if (left.length) problems.push(`${key}: English left: ${left.join(', ')}`);
              const want = [...placeholders(parse(en[key]!))].sort();
              const got = [...placeholders(parse(message))].sort();
              if (want.join() !== got.join()) problems.push(`${key}: placeholders ${got.join(' ')} instead of ${want.join(' ')}`);
            } catch (error) {
              problems.push(`${key}: not a valid ICU message (${(error as Error).message})`);
            }
          }
          expect(problems).toEqual([]);
        });
      }

      it('every message is valid ICU in every language', () => {
        const broken: string[] = [];
        for (const lang of LANGS) {
          for (const [key, message] of Object.entries(read(dir, lang))) {
            try {
              parse(message);
            } catch (error) {
              broken.push(`${lang} ${key}: ${(error as Error).message}`);
            }
          }
        }
        expect(broken).toEqual([]);
      });

      it('every English key is used by the code', () => {
        const unused = Object.keys(en).filter((key) => !literals.has(key) && !prefixes.some((prefix) => key.startsWith(prefix)));
        expect(unused).toEqual([]);
      });
    });
  }

  it('components read the namespace of the catalogue they import', () => {
    const wrong: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      const imports = [...text.matchAll(/import (\w+) from '([./\w-]*locales\/en\.json)'/g)];
      for (const [, name, from] of imports) {
        const expected = namespaceOf(path.resolve(path.dirname(file), from!).replaceAll('\\', '/'));
        for (const call of text.matchAll(new RegExp(`(?:useT|translate|translatorFor)\\('([\\w-]+)', ${name}\\b`, 'g'))) {
          if (call[1] !== expected) wrong.push(`${path.relative(SRC, file)}: '${call[1]}' with ${from}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
