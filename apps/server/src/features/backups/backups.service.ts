import type { FastifyBaseLogger } from 'fastify';
import type { BackupStatus } from '@laundry/shared/contracts/backups';
import type { BackupSettings } from '../../config';
import { pruneBackups, takeBackup } from '../../db/backup';
import { nextBackupAt } from './backup-schedule';
import type { BackupsRepository } from './backups.repository';

/** A claim older than this that never finished belongs to a process that died during it. */
const STALE_RUN_MS = 6 * 60 * 60_000;
const ERROR_LENGTH = 300;

/**
 * The scheduled backups (docs/decisions/0082). Every process runs the timer; at each scheduled
 * moment the one that claims it first takes the backup, so several processes take one between them.
 */
export class BackupsService {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> | null = null;

  constructor(
    private readonly repo: BackupsRepository,
    private readonly settings: BackupSettings,
    private readonly databaseUrl: string,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Takes the backup of the scheduled moment `slot` unless another process has claimed it. */
  async run(slot: Date): Promise<'ok' | 'failed' | 'taken'> {
    if (!(await this.repo.claim(slot.toISOString(), new Date(this.clock()).toISOString()))) return 'taken';
    const work = this.take(slot);
    this.current = work;
    try {
      return await work;
    } finally {
      this.current = null;
    }
  }

  private async take(slot: Date): Promise<'ok' | 'failed'> {
    try {
      const backup = await takeBackup(this.databaseUrl, this.settings.dir, slot);
      const pruned = pruneBackups(this.settings.dir, this.settings.keep);
      await this.repo.finish(slot.toISOString(), {
        status: 'ok',
        finishedAt: new Date(this.clock()).toISOString(),
        fileName: backup.name,
        sizeBytes: backup.sizeBytes,
      });
      this.log.info(`Backup written: ${backup.file} (${backup.sizeBytes} bytes)${pruned.length ? `; deleted ${pruned.length} older` : ''}`);
      return 'ok';
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);
      this.log.error(`Backup failed: ${message}`);
      await this.repo.finish(slot.toISOString(), { status: 'failed', finishedAt: new Date(this.clock()).toISOString(), error: message });
      return 'failed';
    }
  }

  start(): void {
    const next = nextBackupAt(this.settings.every, this.clock());
    if (!next) return;
    this.timer = setTimeout(
      () => {
        void this.run(next).finally(() => {
          if (this.timer) this.start();
        });
      },
      Math.max(0, next.getTime() - this.clock()),
    );
  }

  /** Stops the timer and waits for a backup under way to end. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current?.catch(() => {});
  }

  async status(): Promise<BackupStatus> {
    const [ok, failed, running] = await Promise.all([this.repo.latest('ok'), this.repo.latest('failed'), this.repo.latest('running')]);
    const every = this.settings.every;
    return {
      schedule: !every ? { kind: 'off' } : 'daily' in every ? { kind: 'daily', time: every.daily } : { kind: 'every', minutes: every.everyMinutes },
      keep: this.settings.keep,
      nextAt: nextBackupAt(every, this.clock())?.toISOString() ?? null,
      running: running !== undefined && this.clock() - Date.parse(running.startedAt) < STALE_RUN_MS,
      lastSuccess: ok ? { at: ok.finishedAt ?? ok.startedAt, fileName: ok.fileName, sizeBytes: Number(ok.sizeBytes) } : null,
      lastFailure: failed ? { at: failed.finishedAt ?? failed.startedAt, error: failed.error } : null,
    };
  }
}
