import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compileCatalogues, WITHOUT_ICU_PARSER } from '../../scripts/catalogue-plugin.ts';
import { earlyInputEntry } from '../../scripts/early-input-plugin.ts';
import { compressWebBuild, finishWebBuild } from '../../scripts/web-build-plugin.ts';
import { VitePWA } from 'vite-plugin-pwa';

/** In development the API origin comes from the environment, as the web server does in production. */
function runtimeConfigDevPlugin(): Plugin {
  return {
    name: 'runtime-config-dev',
    configureServer(server) {
      server.middlewares.use('/runtime-config.js', (_req, res) => {
        const apiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;
        res.setHeader('content-type', 'text/javascript');
        res.end(`window.__APP_CONFIG__ = ${JSON.stringify({ apiUrl })};`);
      });
    },
  };
}

/**
 * The app shell the phone keeps for offline starts: every script, stylesheet and font of the build,
 * the empty app and the pre-rendered pages of each language, and the pictures they show.
 */
const PRECACHED = ['index.html', 'pages/**/*.{html,json}', 'assets/**/*.{js,css,woff2}', 'images/**/*.svg', 'favicon.svg'];

export default defineConfig({
  plugins: [
    compileCatalogues(),
    react(),
    runtimeConfigDevPlugin(),
    earlyInputEntry(fileURLToPath(new URL('./index.html', import.meta.url)), fileURLToPath(new URL('./src/early-input.ts', import.meta.url))),
    finishWebBuild(() => [compileCatalogues(), react()]),
    // The service worker (decision 0080): src/sw.ts with this build's files to precache. The
    // manifests are the web server's (the shop's name is a setting), so none is made here.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: PRECACHED,
        // The page only asks for index.html and the pre-rendered pages through the worker's offline fallback.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
    compressWebBuild(),
  ],
  resolve: { alias: WITHOUT_ICU_PARSER },
  server: { port: Number(process.env.WEB_PORT ?? 3000), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Browsers without native modulepreload still load every chunk, just without the head start;
    // the polyfill would cost every visitor bytes in the first-load bundle.
    modulePreload: { polyfill: false },
    // Fonts stay files (fetched only when a page shows their script), never inlined into the CSS every page carries.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
});
