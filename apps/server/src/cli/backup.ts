import { BackupError, takeBackup } from '../db/backup';
import { ConfigError, backupSettings, databaseUrl } from '../config';

/**
 * npm run backup
 * Writes a consistent copy of the database DATABASE_URL names into BACKUP_DIR while the app keeps
 * running (docs/running-in-production.md). It deletes nothing: keeping BACKUP_KEEP is the
 * schedule's. A command-line tool: its messages are plain lines on stdout and stderr.
 */
async function run(): Promise<number> {
  const url = databaseUrl();
  const { dir } = backupSettings();
  const started = Date.now();
  const backup = await takeBackup(url, dir);
  console.log(`Backup written: ${backup.file} (${backup.sizeBytes} bytes, ${Date.now() - started} ms)`);
  return 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else if (error instanceof BackupError) console.error(`Backup failed: ${error.message}`);
    else console.error(error);
    process.exit(1);
  },
);
