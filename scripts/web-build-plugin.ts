import path from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { precompress } from './precompress.ts';
import { prerender, type StylesheetsByModule } from './prerender.ts';

/**
 * The last steps of every web build, part of the Vite build itself, so `vite build`,
 * `npm run build`, `npm start` and the browser tests all make the same build: the public pages
 * pre-rendered to HTML (decision 0044), then (compressWebBuild) brotli/gzip copies of every text
 * file (decisions 0020, 0042), so nothing goes out uncompressed. `ssrPlugins` are the plugins the pages' own
 * server-side build needs (React's), without this one.
 */
export function finishWebBuild(ssrPlugins: () => PluginOption[]): Plugin {
  let outDir = '';
  let root = '';
  let isServerBuild = false;
  const stylesheets: StylesheetsByModule = new Map();
  return {
    name: 'finish-web-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    writeBundle(_options, bundle) {
      const cssOf = (fileName: string, seen: Set<string>): string[] => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return [];
        seen.add(fileName);
        return [...(chunk.viteMetadata?.importedCss ?? []), ...chunk.imports.flatMap((file) => cssOf(file, seen))];
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.facadeModuleId) {
          stylesheets.set(path.relative(root, chunk.facadeModuleId), [...new Set(cssOf(chunk.fileName, new Set()))]);
        }
      }
    },
    // Before the service worker's build (decision 0080), which precaches the pages made here.
    closeBundle: {
      sequential: true,
      async handler() {
        if (isServerBuild) return;
        await prerender(root, outDir, ssrPlugins(), stylesheets);
      },
    },
  };
}

/**
 * Brotli/gzip copies of every text file, the service worker included: listed after the PWA
 * plugin, so it runs once everything is written.
 */
export function compressWebBuild(): Plugin {
  let outDir = '';
  let isServerBuild = false;
  return {
    name: 'compress-web-build',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        if (!isServerBuild) precompress(outDir);
      },
    },
  };
}
