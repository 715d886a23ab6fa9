import type { BackupStatus } from '@laundry/shared/contracts/backups';
import { useT } from '../../../i18n/use-t';
import { useBackupStatus } from '../api/fetch-backup-status';
import en from '../locales/en.json';
import './backup-card.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0);
}

/** A failure newer than the last success is what the owner must see first. */
function failedLast(status: BackupStatus): boolean {
  return status.lastFailure !== null && (status.lastSuccess === null || status.lastFailure.at > status.lastSuccess.at);
}

/** The dashboard's backup card (docs/decisions/0082): when the last backup was taken, and whether the last one failed. */
export function BackupCard() {
  const t = useT('backups', en);
  const status = useBackupStatus();
  if (status.isPending || status.isError) return null;
  const s = status.data;
  const failed = failedLast(s);
  const schedule =
    s.schedule.kind === 'off'
      ? t('schedule.off')
      : s.schedule.kind === 'daily'
        ? t('schedule.daily', { time: s.schedule.time, keep: s.keep })
        : t('schedule.every', { minutes: s.schedule.minutes, keep: s.keep });
  return (
    <section className={`backup-card card${failed ? ' backup-card--failed' : ''}`} aria-labelledby="backup-card-title">
      <h2 id="backup-card-title">{t('title')}</h2>
      {failed && s.lastFailure ? (
        <p role="alert" className="backup-card__failure">
          {t('failed', { at: when(s.lastFailure.at) })} <span className="backup-card__reason">{s.lastFailure.error}</span>
        </p>
      ) : null}
      <p>
        {s.lastSuccess ? t('lastSuccess', { at: when(s.lastSuccess.at), size: megabytes(s.lastSuccess.sizeBytes) }) : t('none')}
        {s.running ? ` ${t('running')}` : ''}
      </p>
      <p className="field-hint">{schedule}</p>
    </section>
  );
}
