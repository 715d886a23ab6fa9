import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, DATA_DIR, ensureDevJwtSecret, loadConfig, type Config } from './config';
import { prepareDatabase } from './bootstrap';
import { startWebServer } from './web/web-server';

/**
 * Start-up messages, written synchronously: few, and they should appear before the server's own
 * lines and survive an exit straight after.
 */
function startUpLogger(level = 'info') {
  return pino({ level }, pino.destination({ sync: true }));
}

/** The settings, with the development JWT secret made (or read back) when none was given. */
function startUpConfig(): Config {
  const loaded = loadConfig();
  return { ...loaded, jwtSecret: loaded.jwtSecret ?? ensureDevJwtSecret(DATA_DIR) };
}

/** Serves the API (API_PORT) and the built web app (WEB_PORT). */
export async function main(options: { web: boolean }): Promise<void> {
  let config: Config;
  try {
    config = startUpConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // LOG_LEVEL itself may be the bad setting: this logger keeps the default level.
      startUpLogger().fatal(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // Fastify makes its own logger inside buildApp; start-up messages come before it exists.
  const log = startUpLogger(config.logLevel);
  const database = await prepareDatabase(config, log);
  const { app } = await buildApp({ config, database });
  await app.listen({ port: config.apiPort, host: config.host });
  const web = options.web ? await startWebServer(config, config.webDist ?? undefined) : null;
  if (web) log.info(`Web app: http://localhost:${config.webPort}  (API: ${config.publicApiUrl})`);

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
