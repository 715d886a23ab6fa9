import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compileCatalogues, WITHOUT_ICU_PARSER } from '../../scripts/catalogue-plugin.ts';
import { earlyInputEntry } from '../../scripts/early-input-plugin.ts';
import { finishWebBuild } from '../../scripts/web-build-plugin.ts';

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

export default defineConfig({
  plugins: [
    compileCatalogues(),
    react(),
    runtimeConfigDevPlugin(),
    earlyInputEntry(fileURLToPath(new URL('./index.html', import.meta.url)), fileURLToPath(new URL('./src/early-input.ts', import.meta.url))),
    finishWebBuild(() => [compileCatalogues(), react()]),
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
