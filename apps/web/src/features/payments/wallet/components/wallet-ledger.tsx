import type { WalletEntry } from '@laundry/shared/contracts/payments';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../../i18n/use-t';
import { formatIstDate } from '../../../../lib/ist-format';
import en from '../locales/en.json';

/** Every top-up, spend, overpayment and lapse, newest first (docs/decisions/0087). */
export function WalletLedger({ entries }: { entries: WalletEntry[] }) {
  const t = useT('wallet', en);
  const money = (rupees: number) => formatInr(rupees, t.language);
  const what = (entry: WalletEntry) => {
    const order = entry.orderNumber ?? '';
    if (entry.kind === 'topup') return t('wallet.entry.topup', { price: money(entry.price ?? 0) });
    if (entry.kind === 'spend') return entry.amount < 0 ? t('wallet.entry.spend', { order }) : t('wallet.entry.returned', { order });
    if (entry.kind === 'overpaid') return t('wallet.entry.overpaid', { order });
    return t('wallet.entry.lapsed');
  };
  return (
    <section aria-labelledby="wallet-ledger-title">
      <h2 id="wallet-ledger-title">{t('wallet.ledger')}</h2>
      {entries.length === 0 ? (
        <p>{t('wallet.noEntries')}</p>
      ) : (
        <ul className="wallet-list wallet-ledger" data-testid="wallet-ledger">
          {entries.map((entry, i) => (
            <li key={`${entry.kind}:${entry.at}:${i}`} data-kind={entry.kind}>
              <span>
                {what(entry)}
                <span className="field-hint"> · {formatIstDate(entry.at, t.language)}</span>
              </span>
              <strong className={entry.amount < 0 ? 'wallet-minus' : 'wallet-plus'}>
                {t(entry.amount < 0 ? 'wallet.minus' : 'wallet.plus', { amount: money(Math.abs(entry.amount)) })}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
