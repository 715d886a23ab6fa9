import type { OrderStatus } from '@laundry/shared/constants';
import type { OrderStats } from '@laundry/shared/contracts/orders';
import { useT } from '../../../i18n/use-t';
import { formatCount } from '../lib/format-count';
import type { AdminKey } from '../lib/labels';
import en from '../locales/en.json';

/** What a tile narrows the list to: a status, the late orders, or nothing (Total Orders). */
export type TileChoice = OrderStatus | 'late' | undefined;

const TILES: { key: keyof OrderStats['counts']; label: AdminKey; tone: string; choice: TileChoice }[] = [
  { key: 'total', label: 'tiles.total', tone: 'total', choice: undefined },
  { key: 'pending', label: 'status.pending', tone: 'pending', choice: 'Pending' },
  { key: 'inProgress', label: 'status.inProgress', tone: 'in-progress', choice: 'In Progress' },
  { key: 'delivering', label: 'status.delivering', tone: 'delivering', choice: 'Delivering' },
  { key: 'completed', label: 'status.completed', tone: 'completed', choice: 'Completed' },
  // Past the ready-by promise and not done (docs/decisions/0056): any status but the last two.
  { key: 'late', label: 'tiles.late', tone: 'late', choice: 'late' },
];

interface Props {
  stats: OrderStats | undefined;
  loading: boolean;
  /** What the list is narrowed to; none for every order. */
  choice: TileChoice;
  onChoice: (choice: TileChoice) => void;
}

/** The count tiles, from the server's counts over every order; a tap shows that status's (or the late) orders. */
export function StatTiles({ stats, loading, choice, onChoice }: Props) {
  const t = useT('admin', en);
  const title = (tile: (typeof TILES)[number]) =>
    tile.choice === 'late' ? t('tiles.showLate') : tile.choice ? t('tiles.showStatus', { status: t(tile.label) }) : t('tiles.showAll');
  return (
    <ul className="stat-tiles" aria-label={t('tiles.label')} aria-busy={loading}>
      {TILES.map((tile) => (
        <li key={tile.key}>
          <button
            type="button"
            className={`stat-tile stat-${tile.tone}`}
            aria-pressed={tile.choice === choice}
            title={title(tile)}
            onClick={() => onChoice(tile.choice === choice ? undefined : tile.choice)}
          >
            <span className="stat-label">{t(tile.label)}</span>
            <span className="stat-value">{stats ? formatCount(stats.counts[tile.key], t.language) : '–'}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
