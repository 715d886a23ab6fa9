import { useT } from '../../../../i18n/use-t';
import en from '../locales/en.json';
import './rack-chip.css';

/** "Rack R3-B": where a ready order waits, on its card and on the Today board. */
export function RackChip({ rack }: { rack: string }) {
  const t = useT('shop-floor', en);
  return <span className="badge rack-chip">{t('card.rackChip', { rack })}</span>;
}
