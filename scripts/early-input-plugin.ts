import type { Plugin } from 'vite';

/**
 * Builds `src/early-input.ts` as its own small entry and loads it with `async` from every page
 * (docs/decisions/0063): it must run as soon as it arrives, not after the app's entry, or a tap on
 * a pre-rendered form in that moment would go nowhere. Pages in development are not pre-rendered,
 * so there is nothing to keep there.
 */
export function earlyInputEntry(indexHtml: string, script: string): Plugin {
  const name = 'early-input';
  return {
    name: 'early-input-entry',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    config: () => ({ build: { rollupOptions: { input: { index: indexHtml, [name]: script } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((file) => file.type === 'chunk' && file.isEntry && file.name === name);
        if (!chunk) throw new Error(`the ${name} entry is missing from the build`);
        return [{ tag: 'script', attrs: { type: 'module', async: true, src: `/${chunk.fileName}` }, injectTo: 'body' }];
      },
    },
  };
}
