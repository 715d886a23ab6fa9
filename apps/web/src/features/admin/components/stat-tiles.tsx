import type { OrderStatus } from '@laundry/shared/constants';
import type { OrderStats } from '@laundry/shared/contracts/orders';
import { useT } from '../../../i18n/use-t';
import { formatCount } from '../lib/format-count';
import type { AdminKey } from '../lib/labels';
import en from '../locales/en.json';

const TILES: { key: keyof OrderStats['counts']; label: AdminKey; tone: string; status: OrderStatus | undefined }[] = [
  { key: 'total', label: 'tiles.total', tone: 'total', status: undefined },
  { key: 'pending', label: 'status.pending', tone: 'pending', status: 'Pending' },
  { key: 'inProgress', label: 'status.inProgress', tone: 'in-progress', status: 'In Progress' },
  { key: 'delivering', label: 'status.delivering', tone: 'delivering', status: 'Delivering' },
  { key: 'completed', label: 'status.completed', tone: 'completed', status: 'Completed' },
];

interface Props {
  stats: OrderStats | undefined;
  loading: boolean;
  /** The status the list is narrowed to; none for every order. */
  status: OrderStatus | undefined;
  onStatus: (status: OrderStatus | undefined) => void;
}

/** The five count tiles, from the server's counts over every order; a tap shows that status's orders. */
export function StatTiles({ stats, loading, status, onStatus }: Props) {
  const t = useT('admin', en);
  return (
    <ul className="stat-tiles" aria-label={t('tiles.label')} aria-busy={loading}>
      {TILES.map((tile) => (
        <li key={tile.key}>
          <button
            type="button"
            className={`stat-tile stat-${tile.tone}`}
            aria-pressed={tile.status === status}
            title={tile.status ? t('tiles.showStatus', { status: t(tile.label) }) : t('tiles.showAll')}
            onClick={() => onStatus(tile.status === status ? undefined : tile.status)}
          >
            <span className="stat-label">{t(tile.label)}</span>
            <span className="stat-value">{stats ? formatCount(stats.counts[tile.key], t.language) : '–'}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
