import { Link } from 'react-router';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../../i18n/use-t';
import { useShopPacks } from '../../packs/api/fetch-pack-offers';
import { useWallet } from '../api/fetch-wallet';
import en from '../locales/en.json';
import './wallet.css';

/**
 * The customer's store credit (docs/decisions/0086), with the way to the wallet page and its
 * prepaid packs (0087). On My Orders only when there is some, so the list is not pushed down by
 * a zero; on the profile always.
 */
export function WalletCard({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const t = useT('wallet', en);
  const wallet = useWallet();
  // A shop that sells no packs offers none: no link to an empty shelf.
  const packsOffered = (useShopPacks().data?.length ?? 0) > 0;
  if (!wallet.isSuccess || (hideWhenEmpty && wallet.data.credit <= 0)) return null;
  return (
    <section className="wallet-card" aria-label={t('wallet.label')} data-testid="wallet-card">
      <strong>{t('wallet.balance', { amount: formatInr(wallet.data.credit, t.language) })}</strong>
      {wallet.data.credit > 0 && <span className="field-hint">{t('wallet.hint')}</span>}
      <span className="wallet-card__links">
        <Link to="/wallet">{t('wallet.open')}</Link>
        {packsOffered && <Link to="/wallet#buy-pack">{t('wallet.buy')}</Link>}
      </span>
    </section>
  );
}
