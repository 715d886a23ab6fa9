import type { ReactNode } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { DELIVERY_TYPES } from '@laundry/shared/constants';
import type { CountPoint, OrderStats } from '@laundry/shared/contracts/orders';
import { deliveryLabel } from '../../../lib/delivery-label';
import { formatCalendarDate } from '../../../lib/ist-format';
import { DELIVERY_COLORS, LINE_COLOR, LINE_FILL, SERVICE_COLORS, STATUS_COLORS } from '../lib/chart-colors';
import './order-charts.css';

// Only the pieces these four charts use, so the rest of Chart.js stays out of the bundle.
ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** "05 Jan" for the last-7-days axis; today is named as such. */
function dayLabel(isoDate: string, isLast: boolean): string {
  return isLast ? 'Today' : formatCalendarDate(isoDate).replace(/\s\d{4}$/, '');
}

/** Screen readers get the figures as text (and tests read them the same way). */
function describe(title: string, points: { label: string; count: number }[]): string {
  return `${title}: ${points.map((p) => `${p.label} ${p.count}`).join(', ')}`;
}

function FigureTable({ points }: { points: { label: string; count: number }[] }) {
  return (
    <table>
      <tbody>
        {points.map((p) => (
          <tr key={p.label}>
            <th scope="row">{p.label}</th>
            <td>{p.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const doughnutOptions = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false as const,
  plugins: { legend: { position: 'bottom' as const, labels: { boxWidth: 12 } } },
};

const axisOptions = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false as const,
  plugins: { legend: { display: false } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
};

function ChartCard({ title, points, children }: { title: string; points: CountPoint[]; children: (label: string) => ReactNode }) {
  const label = describe(title, points);
  return (
    <figure className="chart-card">
      <figcaption className="chart-title">{title}</figcaption>
      <div className="chart-canvas">{children(label)}</div>
    </figure>
  );
}

/** The dashboard's four charts, fed by the stats call (counts over all orders, not the loaded page). */
export function OrderCharts({ stats }: { stats: OrderStats | undefined }) {
  if (!stats) return <div className="charts-placeholder" aria-hidden="true" />;
  const byDelivery = stats.byDelivery.map((p) => {
    const delivery = DELIVERY_TYPES.find((d) => d === p.label);
    return { label: delivery ? deliveryLabel(delivery) : p.label, count: p.count };
  });
  const days = stats.last7Days.map((p, i) => ({ label: dayLabel(p.label, i === stats.last7Days.length - 1), count: p.count }));
  return (
    <div className="order-charts">
      <ChartCard title="Orders by Status" points={stats.byStatus}>
        {(label) => (
          <Doughnut
            aria-label={label}
            role="img"
            fallbackContent={<FigureTable points={stats.byStatus} />}
            options={doughnutOptions}
            data={{
              labels: stats.byStatus.map((p) => p.label),
              datasets: [
                { data: stats.byStatus.map((p) => p.count), backgroundColor: stats.byStatus.map((p) => STATUS_COLORS[p.label] ?? '#9ca3af') },
              ],
            }}
          />
        )}
      </ChartCard>
      <ChartCard title="Orders by Service" points={stats.byService}>
        {(label) => (
          <Bar
            aria-label={label}
            role="img"
            fallbackContent={<FigureTable points={stats.byService} />}
            options={axisOptions}
            data={{
              labels: stats.byService.map((p) => p.label),
              datasets: [{ label: 'Orders', data: stats.byService.map((p) => p.count), backgroundColor: SERVICE_COLORS }],
            }}
          />
        )}
      </ChartCard>
      <ChartCard title="Orders by Delivery Type" points={byDelivery}>
        {(label) => (
          <Doughnut
            aria-label={label}
            role="img"
            fallbackContent={<FigureTable points={byDelivery} />}
            options={doughnutOptions}
            data={{
              labels: byDelivery.map((p) => p.label),
              datasets: [
                { data: byDelivery.map((p) => p.count), backgroundColor: stats.byDelivery.map((p) => DELIVERY_COLORS[p.label] ?? '#9ca3af') },
              ],
            }}
          />
        )}
      </ChartCard>
      <ChartCard title="Orders last 7 days" points={days}>
        {(label) => (
          <Line
            aria-label={label}
            role="img"
            fallbackContent={<FigureTable points={days} />}
            options={axisOptions}
            data={{
              labels: days.map((p) => p.label),
              datasets: [
                {
                  label: 'Orders',
                  data: days.map((p) => p.count),
                  borderColor: LINE_COLOR,
                  backgroundColor: LINE_FILL,
                  fill: true,
                  cubicInterpolationMode: 'monotone',
                  pointRadius: 4,
                },
              ],
            }}
          />
        )}
      </ChartCard>
    </div>
  );
}
