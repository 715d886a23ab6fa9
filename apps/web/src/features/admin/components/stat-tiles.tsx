import type { OrderStats } from '@laundry/shared/contracts/orders';

const TILES: { key: keyof OrderStats['counts']; label: string; tone: string }[] = [
  { key: 'total', label: 'Total Orders', tone: 'total' },
  { key: 'pending', label: 'Pending', tone: 'pending' },
  { key: 'inProgress', label: 'In Progress', tone: 'in-progress' },
  { key: 'delivering', label: 'Delivering', tone: 'delivering' },
  { key: 'completed', label: 'Completed', tone: 'completed' },
];

/** The five count tiles, from the server's counts over every order. */
export function StatTiles({ stats, loading }: { stats: OrderStats | undefined; loading: boolean }) {
  return (
    <ul className="stat-tiles" aria-label="Order counts" aria-busy={loading}>
      {TILES.map((tile) => (
        <li key={tile.key} className={`stat-tile stat-${tile.tone}`}>
          <span className="stat-label">{tile.label}</span>
          <span className="stat-value">{stats ? stats.counts[tile.key].toLocaleString('en-IN') : '–'}</span>
        </li>
      ))}
    </ul>
  );
}
