import type { OrderStatus } from '@laundry/shared/constants';
import type { OrderStats } from '@laundry/shared/contracts/orders';

const TILES: { key: keyof OrderStats['counts']; label: string; tone: string; status: OrderStatus | undefined }[] = [
  { key: 'total', label: 'Total Orders', tone: 'total', status: undefined },
  { key: 'pending', label: 'Pending', tone: 'pending', status: 'Pending' },
  { key: 'inProgress', label: 'In Progress', tone: 'in-progress', status: 'In Progress' },
  { key: 'delivering', label: 'Delivering', tone: 'delivering', status: 'Delivering' },
  { key: 'completed', label: 'Completed', tone: 'completed', status: 'Completed' },
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
  return (
    <ul className="stat-tiles" aria-label="Order counts" aria-busy={loading}>
      {TILES.map((tile) => (
        <li key={tile.key}>
          <button
            type="button"
            className={`stat-tile stat-${tile.tone}`}
            aria-pressed={tile.status === status}
            title={tile.status ? `Show ${tile.label} orders` : 'Show every order'}
            onClick={() => onStatus(tile.status === status ? undefined : tile.status)}
          >
            <span className="stat-label">{tile.label}</span>
            <span className="stat-value">{stats ? stats.counts[tile.key].toLocaleString('en-IN') : '–'}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
