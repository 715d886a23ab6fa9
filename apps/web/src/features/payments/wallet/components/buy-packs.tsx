import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useOnlinePayments } from '../../pay/api/online-payments';
import { useBuyPack } from '../../packs/api/buy-pack';
import { useShopPacks } from '../../packs/api/fetch-pack-offers';
import { usePackText } from '../../packs/components/pack-text';
import en from '../locales/en.json';

/** The packs on offer: bought here through the gateway when the shop has one, else at the counter. */
export function BuyPacks() {
  const t = useT('wallet', en);
  const { offer, validity } = usePackText();
  const packs = useShopPacks();
  const online = useOnlinePayments();
  const buy = useBuyPack();
  if (!packs.isSuccess) return null;
  const canBuy = online.data?.online === true;
  return (
    <section id="buy-pack" aria-labelledby="wallet-buy-title">
      <h2 id="wallet-buy-title">{t('wallet.buyTitle')}</h2>
      {packs.data.length === 0 ? (
        <p>{t('wallet.noPacks')}</p>
      ) : (
        <>
          <ul className="wallet-list" data-testid="pack-offers">
            {packs.data.map((pack) => (
              <li key={pack._id}>
                <strong>{offer(pack)}</strong>
                <span className="field-hint">{validity(pack)}</span>
                {canBuy && (
                  <button type="button" className="btn btn-sm" disabled={buy.isPending} onClick={() => buy.mutate(pack._id)}>
                    {buy.isPending && buy.variables === pack._id ? t('wallet.buying') : t('wallet.buyOnline')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {!canBuy && online.isSuccess && <p className="field-hint">{t('wallet.buyAtShop')}</p>}
          {buy.isError && (
            <p className="form-error" role="alert">
              {errorText(buy.error, t('wallet.buyFailed'))}
            </p>
          )}
        </>
      )}
    </section>
  );
}
