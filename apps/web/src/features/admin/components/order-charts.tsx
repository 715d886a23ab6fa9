import { useEffect, useState, type ReactNode } from 'react';
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
import type { Language } from '@laundry/shared/constants';
import type { CountPoint, OrderStats } from '@laundry/shared/contracts/orders';
import { useT } from '../../../i18n/use-t';
import { formatCalendarDate, formatIstShortDate } from '../../../lib/ist-format';
import { DELIVERY_COLORS, LINE_COLOR, LINE_FILL, SERVICE_COLORS, STATUS_COLORS } from '../lib/chart-colors';
import { deliveryText, orderStatusText, serviceText, type AdminT } from '../lib/labels';
import en from '../locales/en.json';
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
const family = pageFontFamily();
if (family) ChartJS.defaults.font.family = family;

/**
 * Canvas text does not follow the page's CSS: the charts draw with the page's own font stack, so
 * Telugu and Devanagari labels use the app's fonts (styles/fonts.css) instead of boxes.
 */
function pageFontFamily(): string | null {
  return typeof document === 'undefined' ? null : getComputedStyle(document.body).fontFamily || null;
}

const SCRIPT_SAMPLE: Partial<Record<Language, string>> = { te: 'అ', hi: 'अ' };

/**
 * A canvas draws once: the script's font is loaded before the charts are (re)drawn in Telugu or
 * Hindi. Answers a number that changes when it has arrived.
 */
function useScriptFont(language: Language): number {
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    const sample = SCRIPT_SAMPLE[language];
    const family = pageFontFamily();
    if (!sample || !family || typeof document.fonts === 'undefined') return;
    let live = true;
    const done = () => live && setLoaded((n) => n + 1);
    void document.fonts.load(`400 12px ${family}`, sample).then(done, done);
    return () => {
      live = false;
    };
  }, [language]);
  return loaded;
}

/** "05 Jan" for the last-7-days axis (in the language shown); today is named as such. */
function dayLabel(t: AdminT, isoDate: string, isLast: boolean): string {
  if (isLast) return t('charts.today');
  const language: Language = t.language;
  if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return formatCalendarDate(isoDate, language).replace(/\s\d{4}$/, '');
  return formatIstShortDate(`${isoDate}T12:00:00+05:30`, language);
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
  const t = useT('admin', en);
  const fontLoaded = useScriptFont(t.language);
  if (!stats) return <div className="charts-placeholder" aria-hidden="true" />;
  // The stats carry the data's English values; the charts name them in the language shown.
  const byStatus = stats.byStatus.map((p) => ({ label: orderStatusText(t, p.label), count: p.count }));
  const byService = stats.byService.map((p) => ({ label: serviceText(t, p.label), count: p.count }));
  const byDelivery = stats.byDelivery.map((p) => ({ label: deliveryText(t, p.label), count: p.count }));
  const days = stats.last7Days.map((p, i) => ({ label: dayLabel(t, p.label, i === stats.last7Days.length - 1), count: p.count }));
  const orders = t('charts.orders');
  return (
    <div className="order-charts" key={`${t.language}-${fontLoaded}`}>
      <ChartCard title={t('charts.byStatus')} points={byStatus}>
        {(label) => (
          <Doughnut
            aria-label={label}
            role="img"
            fallbackContent={<FigureTable points={byStatus} />}
            options={doughnutOptions}
            data={{
              labels: byStatus.map((p) => p.label),
              datasets: [
                { data: stats.byStatus.map((p) => p.count), backgroundColor: stats.byStatus.map((p) => STATUS_COLORS[p.label] ?? '#9ca3af') },
              ],
            }}
          />
        )}
      </ChartCard>
      <ChartCard title={t('charts.byService')} points={byService}>
        {(label) => (
          <Bar
            aria-label={label}
            role="img"
            fallbackContent={<FigureTable points={byService} />}
            options={axisOptions}
            data={{
              labels: byService.map((p) => p.label),
              datasets: [{ label: orders, data: stats.byService.map((p) => p.count), backgroundColor: SERVICE_COLORS }],
            }}
          />
        )}
      </ChartCard>
      <ChartCard title={t('charts.byDelivery')} points={byDelivery}>
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
      <ChartCard title={t('charts.last7Days')} points={days}>
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
                  label: orders,
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
