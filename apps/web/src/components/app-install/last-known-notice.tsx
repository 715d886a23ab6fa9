import { useLastKnown } from '../../lib/last-known';
import { formatIstTime } from '../../lib/ist-format';
import { useT } from '../../i18n/use-t';
import en from './locales/en.json';
import './app-install.css';

/** Says that the list on screen is the one the phone kept (decision 0080), and from when. */
export function LastKnownNotice({ path }: { path: string }) {
  const t = useT('app-install', en);
  const fetchedAt = useLastKnown(path);
  if (!fetchedAt) return null;
  const valid = !Number.isNaN(Date.parse(fetchedAt));
  return (
    <p className="last-known-notice" role="status" data-testid="last-known">
      {valid ? t('lastKnown.text', { time: formatIstTime(fetchedAt, t.language) }) : t('lastKnown.textNoTime')}
    </p>
  );
}
