import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[/\\]locales[/\\](en|te|hi)\.json$/;

/**
 * Compiles the message catalogues (`…/locales/{en,te,hi}.json`, docs/decisions/0045) at build time:
 * each ICU message becomes the parsed form intl-messageformat formats directly, so the browser
 * never downloads the ICU parser (about 7 KB gzipped of the Home page's first load). A message
 * that does not parse fails the build, naming the file and key. Plain text stays a string.
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'compile-catalogues',
    enforce: 'pre',
    // Tells the translator (apps/web/src/i18n/translate.ts) that strings are final text.
    config: () => ({ define: { __COMPILED_CATALOGUES__: 'true' } }),
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0]!)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        let ast;
        try {
          ast = parse(message);
        } catch (error) {
          this.error(`${id}: message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
        const only = ast.length === 1 ? ast[0] : undefined;
        // Literal text (apostrophes already resolved) needs no formatter at all.
        compiled[key] = ast.length === 0 ? '' : only && only.type === TYPE.literal ? only.value : ast;
      }
      // Still JSON: Vite's own JSON step turns it into a module, as it does any catalogue.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** In the browser bundle intl-messageformat gets the parser's types and guards without the parser. */
export const WITHOUT_ICU_PARSER = [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }];
