import { STATS } from '../content/stats';

export function StatsStrip() {
  return (
    <section className="stats" aria-label="Sri Lakshmi Laundry in numbers">
      <ul className="stats__list">
        {STATS.map((stat) => (
          <li key={stat.label} className="stats__item">
            <strong className="stats__value">{stat.value}</strong>
            <span className="stats__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
