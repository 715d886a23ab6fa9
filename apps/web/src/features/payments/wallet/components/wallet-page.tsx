import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../../i18n/use-t';
import { formatCalendarDate } from '../../../../lib/ist-format';
import { useSession } from '../../../../lib/session';
import { usePackPurchaseCheck } from '../../packs/api/check-pack-purchase';
import { useWallet, walletKey } from '../api/fetch-wallet';
import en from '../locales/en.json';
import { BuyPacks } from './buy-packs';
import { WalletLedger } from './wallet-ledger';
import './wallet.css';

/**
 * The customer's wallet (docs/decisions/0087): the credit, each live pack with what is left and
 * until when, packs to buy, and every top-up, spend and lapse. Back from the gateway it asks the
 * server (which asks the gateway) how the purchase stands.
 */
export function WalletPage() {
  const t = useT('wallet', en);
  const wallet = useWallet();
  const money = (rupees: number) => formatInr(rupees, t.language);
  return (
    <section className="container wallet-page">
      <h1>{t('wallet.title')}</h1>
      <PurchaseCheck />
      {wallet.isPending ? (
        <p role="status">{t('wallet.loading')}</p>
      ) : wallet.isError ? (
        <p className="form-error" role="alert">
          {t('wallet.loadFailed')}
        </p>
      ) : (
        <>
          <section className="wallet-card" aria-label={t('wallet.label')} data-testid="wallet-balance">
            <strong>{t('wallet.balance', { amount: money(wallet.data.credit) })}</strong>
            {wallet.data.credit > 0 && <span className="field-hint">{t('wallet.hint')}</span>}
          </section>
          {wallet.data.lots.length > 0 && (
            <section aria-labelledby="wallet-packs-title">
              <h2 id="wallet-packs-title">{t('wallet.packsTitle')}</h2>
              <ul className="wallet-list" data-testid="wallet-lots">
                {wallet.data.lots.map((lot) => (
                  <li key={lot._id}>
                    <strong>{t('wallet.packLeft', { left: money(lot.left), credit: money(lot.credit) })}</strong>
                    <span className="field-hint">
                      {lot.expiresOn ? t('wallet.until', { date: formatCalendarDate(lot.expiresOn, t.language) }) : t('wallet.noExpiry')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <BuyPacks />
          <WalletLedger entries={wallet.data.entries} />
        </>
      )}
    </section>
  );
}

function PurchaseCheck() {
  const t = useT('wallet', en);
  const [params] = useSearchParams();
  const check = usePackPurchaseCheck(params.get('purchase'));
  const queryClient = useQueryClient();
  const { token } = useSession();
  const paid = check.data?.status === 'paid';
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: walletKey(token) });
  }, [paid, queryClient, token]);
  if (!params.get('purchase')) return null;
  return (
    <div aria-live="polite" data-testid="pack-purchase-check">
      {check.isPending && <p role="status">{t('wallet.checking')}</p>}
      {check.data &&
        (paid ? (
          <p className="form-success">{t('wallet.packPaid', { credit: formatInr(check.data.credit, t.language) })}</p>
        ) : (
          <p className="field-hint">{t('wallet.packPending')}</p>
        ))}
      {check.isError && <p className="field-hint">{t('wallet.packPending')}</p>}
    </div>
  );
}
