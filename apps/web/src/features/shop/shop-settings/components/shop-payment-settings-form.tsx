import { useEffect, useState, type FormEvent } from 'react';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { shopSettingsPatchBody } from '@laundry/shared/contracts/shop';
import { isValidGstin } from '@laundry/shared/rules/gstin';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useShopSettings } from '../../../../lib/shop-settings';
import { useSaveShopSettings } from '../api/save-shop-settings';
import en from '../locales/en.json';
import './shop-settings.css';

type Field = 'upiId' | 'upiName' | 'gstin' | 'bulkMinPieces' | 'bulkPercent';
type Form = Record<Field, string>;

const toForm = (s: ShopPaymentSettings): Form => ({
  upiId: s.upiId,
  upiName: s.upiName,
  gstin: s.gstin,
  bulkMinPieces: String(s.bulkMinPieces),
  bulkPercent: String(s.bulkPercent),
});

const PROBLEM_KEYS = {
  upiId: 'problem.upiId',
  upiName: 'problem.upiName',
  gstin: 'problem.gstin',
  bulkMinPieces: 'problem.bulkMinPieces',
  bulkPercent: 'problem.bulkPercent',
} as const satisfies Record<Field, keyof typeof en>;

/** Whole numbers as typed: '' stays '' (so the check can name it), anything else its digits. */
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/**
 * The Settings tab's payment and tax details (docs/decisions/0046, 0047): the UPI ID and payee
 * the customers' Pay button and the invoice's QR use, the GSTIN that makes invoices tax
 * invoices, and the bulk discount. Checked with the API's own schema before sending.
 */
export function ShopPaymentSettingsForm() {
  const t = useT('shop-settings', en);
  const settings = useShopSettings();
  const save = useSaveShopSettings();
  const [form, setForm] = useState<Form | null>(null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (settings.data && form === null) setForm(toForm(settings.data));
  }, [settings.data, form]);

  if (settings.isError)
    return (
      <section className="shop-settings card" aria-labelledby="shop-settings-title">
        <h2 id="shop-settings-title">{t('title')}</h2>
        <div className="form-error" role="alert">
          <p>{t('failed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void settings.refetch()}>
            {t('retry')}
          </button>
        </div>
      </section>
    );
  if (!form)
    return (
      <section className="shop-settings card" aria-labelledby="shop-settings-title">
        <h2 id="shop-settings-title">{t('title')}</h2>
        <p role="status">{t('loading')}</p>
      </section>
    );

  const set = (field: Field, value: string) => {
    setForm({ ...form, [field]: value });
    setProblems((p) => ({ ...p, [field]: undefined }));
    setSaved(false);
  };
  const gstin = form.gstin.trim().toUpperCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const body = {
      upiId: form.upiId,
      upiName: form.upiName,
      gstin: form.gstin,
      bulkMinPieces: form.bulkMinPieces === '' ? Number.NaN : Number(form.bulkMinPieces),
      bulkPercent: form.bulkPercent === '' ? Number.NaN : Number(form.bulkPercent),
    };
    const parsed = shopSettingsPatchBody.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(PROBLEM_KEYS[field]);
      }
      setProblems(found);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (next) => {
        setForm(toForm(next));
        setSaved(true);
      },
      onError: (err) => setError(errorText(err, t('saveFailed'))),
    });
  };

  const input = (field: Field, props: { inputMode?: 'numeric' | 'text'; maxLength?: number; placeholder?: string; upper?: boolean } = {}) => (
    <div className="field">
      <label htmlFor={`shop-${field}`}>{t(`label.${field}`)}</label>
      <input
        id={`shop-${field}`}
        className="admin-input"
        value={form[field]}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={`shop-${field}-note`}
        onChange={(e) => {
          const v = e.target.value;
          set(field, props.inputMode === 'numeric' ? digits(v) : props.upper ? v.toUpperCase() : v);
        }}
      />
      <p className={problems[field] ? 'field-error' : 'field-hint'} id={`shop-${field}-note`}>
        {problems[field] ?? t(`hint.${field}`)}
      </p>
    </div>
  );

  return (
    <section className="shop-settings card" aria-labelledby="shop-settings-title">
      <h2 id="shop-settings-title">{t('title')}</h2>
      <form className="shop-settings__form" onSubmit={submit} noValidate>
        <fieldset className="shop-settings__group">
          <legend>{t('upi.legend')}</legend>
          {input('upiId', { maxLength: 320, placeholder: t('placeholder.upiId') })}
          {input('upiName', { maxLength: 60 })}
        </fieldset>
        <fieldset className="shop-settings__group">
          <legend>{t('gst.legend')}</legend>
          {input('gstin', { maxLength: 15, placeholder: t('placeholder.gstin'), upper: true })}
          <p className="shop-settings__state" role="status">
            {gstin === '' ? t('gst.off') : isValidGstin(gstin) ? t('gst.on') : ''}
          </p>
        </fieldset>
        <fieldset className="shop-settings__group">
          <legend>{t('bulk.legend')}</legend>
          <div className="shop-settings__pair">
            {input('bulkMinPieces', { inputMode: 'numeric' })}
            {input('bulkPercent', { inputMode: 'numeric' })}
          </div>
          <p className="field-hint">
            {Number(form.bulkPercent) > 0 && Number(form.bulkMinPieces) > 0
              ? t('bulk.summary', { percent: Number(form.bulkPercent), pieces: Number(form.bulkMinPieces) })
              : t('bulk.off')}
          </p>
        </fieldset>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {saved && (
          <p className="form-success" role="status">
            {t('saved')}
          </p>
        )}
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </button>
      </form>
    </section>
  );
}
