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

/** One line saying which mode is on and who can reach it, so nobody runs the demo mode on a network by mistake. */
export function modeBanner(config: Pick<Config, 'env' | 'host' | 'sms' | 'otpEcho'>): string {
  const reach = config.host === '127.0.0.1' || config.host === 'localhost' || config.host === '::1' ? 'this machine only' : 'the network';
  if (config.env === 'production') {
    return `Production mode: listening on ${config.host} (${reach}); reset codes by ${config.sms.provider === 'msg91' ? 'SMS (MSG91)' : 'no SMS'}`;
  }
  const sent = config.sms.provider === 'msg91' ? 'sent by SMS (MSG91)' : 'no SMS sent';
  const codes = config.otpEcho ? `reset codes shown in API answers, ${sent}` : `reset codes not shown in API answers, ${sent}`;
  return `Development mode (NODE_ENV=${config.env}): demo accounts with known passwords, ${codes}; listening on ${config.host} (${reach}). Set HOST to open it to the network.`;
}

/** The settings, with the development JWT secret made (or read back) when none was given. */
function startUpConfig(): Config {
  const loaded = loadConfig();
  return { ...loaded, jwtSecret: loaded.jwtSecret ?? ensureDevJwtSecret(DATA_DIR) };
}

/** How long a stop may take before the process exits regardless (systemd's TimeoutStopSec is longer). */
const SHUTDOWN_GRACE_MS = 25_000;

/** Serves the API (API_PORT) and the built web app (WEB_PORT). */
export async function main(options: { web: boolean; outbox?: false }): Promise<void> {
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
  const { app, shopName } = await buildApp({ config, database, ...(options.outbox === false ? { outbox: false as const } : {}) });
  await app.listen({ port: config.apiPort, host: config.host });
  const web = options.web ? await startWebServer(config, config.webDist ?? undefined, { shopName }) : null;
  if (web) log.info(`Web app: http://localhost:${config.webPort}  (API: ${config.publicApiUrl})`);
  log.info(modeBanner(config));

  // A rolling restart: stop taking new connections, finish the requests in flight and the outbox's
  // current step, then close the database and exit. A process stuck past the grace period exits anyway.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing the requests in flight, then stopping`);
    const force = setTimeout(() => {
      log.error(`Still stopping after ${SHUTDOWN_GRACE_MS / 1000} s: exiting now`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await Promise.allSettled([app.close(), web?.close()]);
    await database.close();
    log.info('Stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void main({ web: !process.argv.includes('--api-only') });
}
