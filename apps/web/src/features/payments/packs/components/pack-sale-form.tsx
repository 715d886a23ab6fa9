import { useId, useState, type FormEvent } from 'react';
import { PACK_COUNTER_METHODS } from '@laundry/shared/contracts/packs';
import { normalizePhone } from '@laundry/shared/rules/phone';
import { errorText } from '../../../../lib/api-client';
import { useShopPacks } from '../api/fetch-pack-offers';
import { useSellPack } from '../api/sell-pack';
import { usePackText } from './pack-text';
import './packs.css';

type Method = (typeof PACK_COUNTER_METHODS)[number];

/** The counter's "Sell a pack" (docs/decisions/0087): paid now, so it counts in today's takings. */
export function PackSaleForm() {
  const { t, offer, validity, money } = usePackText();
  const packs = useShopPacks();
  const sell = useSellPack();
  const id = useId();
  const [offerId, setOfferId] = useState('');
  const [phone, setPhone] = useState('');
  const [method, setMethod] = useState<Method>('cash');
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const chosen = offerId || packs.data?.[0]?._id || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normal = normalizePhone(phone);
    if (!chosen || !normal) {
      setError(t('packs.sellInvalid'));
      return;
    }
    setError('');
    setDone('');
    sell.mutate(
      { offerId: chosen, phone: normal, method, reference },
      {
        onSuccess: (sale) => {
          setDone(t('packs.sold', { credit: money(sale.credit), phone: sale.phone }));
          setPhone('');
          setReference('');
        },
        onError: (err) => setError(errorText(err, t('packs.sellFailed'))),
      },
    );
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="pack-sale">
      <h2 id={`${id}-title`}>{t('packs.sell')}</h2>
      <p className="field-hint">{t('packs.sellHint')}</p>
      {packs.isSuccess && packs.data.length === 0 ? (
        <p>{t('packs.noneToSell')}</p>
      ) : (
        <form className="packs-form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-pack`}>{t('packs.pack')}</label>
            <select id={`${id}-pack`} value={chosen} onChange={(e) => setOfferId(e.target.value)}>
              {packs.data?.map((pack) => (
                <option key={pack._id} value={pack._id}>
                  {offer(pack)} · {validity(pack)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-phone`}>{t('packs.phone')}</label>
            <input id={`${id}-phone`} type="tel" inputMode="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-method`}>{t('packs.method')}</label>
            <select id={`${id}-method`} value={method} onChange={(e) => setMethod(e.target.value as Method)}>
              {PACK_COUNTER_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`packs.method.${m}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-reference`}>{t('packs.reference')}</label>
            <input id={`${id}-reference`} autoComplete="off" value={reference} onChange={(e) => setReference(e.target.value)} />
          </div>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div aria-live="polite">{done && <p className="form-success">{done}</p>}</div>
          <button type="submit" className="btn btn-sm" disabled={sell.isPending || !packs.isSuccess}>
            {sell.isPending ? t('packs.selling') : t('packs.sellButton')}
          </button>
        </form>
      )}
    </section>
  );
}
