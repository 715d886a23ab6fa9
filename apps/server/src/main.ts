import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './bootstrap';
import { startWebServer } from './web/web-server';

/** Serves the API (API_PORT) and the built web app (WEB_PORT). */
export async function main(options: { web: boolean }): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const database = await prepareDatabase(config, { info: (msg: string) => console.log(msg) });
  const { app } = await buildApp({ config, database });
  await app.listen({ port: config.apiPort, host: config.host });
  const web = options.web ? await startWebServer(config, process.env.WEB_DIST || undefined) : null;
  if (web) console.log(`Web app: http://localhost:${config.webPort}  (API: ${config.publicApiUrl})`);

  const shutdown = async () => {
    await Promise.allSettled([app.close(), web?.close()]);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void main({ web: !process.argv.includes('--api-only') });
}
