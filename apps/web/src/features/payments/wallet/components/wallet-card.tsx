import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../../i18n/use-t';
import { useWallet } from '../api/fetch-wallet';
import en from '../locales/en.json';
import './wallet.css';

/**
 * The customer's store credit (docs/decisions/0086). On My Orders only when there is some, so
 * the list is not pushed down by a zero; on the profile always.
 */
export function WalletCard({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const t = useT('wallet', en);
  const wallet = useWallet();
  if (!wallet.isSuccess || (hideWhenEmpty && wallet.data.credit <= 0)) return null;
  return (
    <section className="wallet-card" aria-label={t('wallet.label')} data-testid="wallet-card">
      <strong>{t('wallet.balance', { amount: formatInr(wallet.data.credit, t.language) })}</strong>
      {wallet.data.credit > 0 && <span className="field-hint">{t('wallet.hint')}</span>}
    </section>
  );
}
