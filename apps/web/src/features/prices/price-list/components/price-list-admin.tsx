import { DEFAULT_EXPRESS_FACTOR_PCT } from '@laundry/shared/rules/bill';
import { useT } from '../../../../i18n/use-t';
import { usePriceList } from '../api/fetch-price-list';
import en from '../locales/en.json';
import { ExpressFactorForm } from './express-factor-form';
import { KgRatesEditor } from './kg-rates-editor';
import { PriceCsvTools } from './price-csv-tools';
import { PriceHistory } from './price-history';
import { PriceItemsEditor } from './price-items-editor';
import './price-list.css';

/**
 * Settings → Price list (docs/decisions/0066): the items and their three prices, the rates by the
 * kilo, Express's factor, the list as a spreadsheet file, and who changed what. A fresh install
 * shows only what the shop has set, and says what is still to set.
 */
export function PriceListAdmin() {
  const t = useT('price-list', en);
  const list = usePriceList();

  const heading = <h2 id="price-list-title">{t('title')}</h2>;
  if (list.isPending || list.isError) {
    return (
      <section className="price-list-admin card" aria-labelledby="price-list-title">
        {heading}
        {list.isError ? (
          <div className="form-error" role="alert">
            <p>{t('failed')}</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void list.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </section>
    );
  }

  const catalogue = list.data;
  const perKg = catalogue.perKg ?? {};
  return (
    <section className="price-list-admin card" aria-labelledby="price-list-title">
      {heading}
      <p className="field-hint">{t('hint')}</p>
      {!perKg['Wash and Fold'] && (
        <p className="pl-notice" role="note">
          {t('notice.washAndFold')}
        </p>
      )}
      <PriceItemsEditor groups={catalogue.categories} />
      <KgRatesEditor perKg={perKg} />
      <ExpressFactorForm factor={catalogue.expressFactor ?? DEFAULT_EXPRESS_FACTOR_PCT / 100} />
      <PriceCsvTools groups={catalogue.categories} />
      <PriceHistory />
    </section>
  );
}
