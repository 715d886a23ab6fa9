import { useState, type FormEvent } from 'react';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { shopSettingsPatchBody } from '@laundry/shared/contracts/shop';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useShopSettings } from '../../../../lib/shop-settings';
import { useSaveShopSettings } from '../api/save-shop-settings';
import en from '../locales/en.json';
import { SaveStatus } from './save-status';
import { SectionNotReady } from './section-not-ready';
import './shop-settings.css';

const FIELDS = ['name', 'phone', 'whatsapp', 'email', 'address', 'mapLink', 'hours'] as const;
type Field = (typeof FIELDS)[number];
type Form = Record<Field, string>;

const profileOf = (s: ShopPaymentSettings): Form => ({
  name: s.name,
  phone: s.phone,
  whatsapp: s.whatsapp,
  email: s.email,
  address: s.address,
  mapLink: s.mapLink,
  hours: s.hours,
});

const INPUTS: Record<Field, { maxLength: number; type?: string; inputMode?: 'tel' | 'email' | 'url'; autoComplete?: string }> = {
  name: { maxLength: 80, autoComplete: 'organization' },
  phone: { maxLength: 20, type: 'tel', inputMode: 'tel' },
  whatsapp: { maxLength: 20, type: 'tel', inputMode: 'tel' },
  email: { maxLength: 120, type: 'email', inputMode: 'email' },
  address: { maxLength: 300 },
  mapLink: { maxLength: 500, type: 'url', inputMode: 'url' },
  hours: { maxLength: 200 },
};

/**
 * The shop's name, phone, WhatsApp, e-mail, address, map link and hours (docs/decisions/0048,
 * 0049): checked with the API's own schema before sending; the site's pages, invoices and chat
 * read the saved values at once (lib/use-business-profile.ts).
 */
export function BusinessProfileForm() {
  const t = useT('shop-settings', en);
  const settings = useShopSettings();
  const save = useSaveShopSettings();
  // What the admin typed; until then, the saved profile.
  const [edited, setEdited] = useState<Form | null>(null);
  const form = edited ?? (settings.data ? profileOf(settings.data) : null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);

  const heading = <h2 id="business-profile-title">{t('profile.title')}</h2>;
  if (!form)
    return (
      <SectionNotReady
        titleId="business-profile-title"
        heading={heading}
        failed={settings.isError}
        failedText={t('failed')}
        retry={() => void settings.refetch()}
      />
    );

  const set = (field: Field, value: string) => {
    setEdited({ ...form, [field]: value });
    setProblems((p) => ({ ...p, [field]: undefined }));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const parsed = shopSettingsPatchBody.safeParse(form);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= t(`profile.problem.${field}`);
      }
      setProblems(found);
      document.getElementById(`profile-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        // The saved answer is now the cache's (useSaveShopSettings), trimmed as the server keeps it.
        setEdited(null);
        setSaved(true);
      },
      onError: (err) => setError(errorText(err, t('saveFailed'))),
    });
  };

  return (
    <section className="shop-settings card" aria-labelledby="business-profile-title">
      {heading}
      <p className="field-hint">{t('profile.hint')}</p>
      <form className="shop-settings__form" onSubmit={submit} noValidate>
        <div className="shop-settings__fields">
          {FIELDS.map((field) => {
            const spec = INPUTS[field];
            const id = `profile-${field}`;
            const note = problems[field] ?? t(`profile.hint.${field}`);
            const common = {
              id,
              value: form[field],
              maxLength: spec.maxLength,
              'aria-invalid': problems[field] ? true : undefined,
              'aria-describedby': `${id}-note`,
            };
            return (
              <div key={field} className={`field shop-settings__field--${field}`}>
                <label htmlFor={id}>{t(`profile.label.${field}`)}</label>
                {field === 'address' ? (
                  <textarea {...common} className="admin-input" rows={3} onChange={(e) => set(field, e.target.value)} />
                ) : (
                  <input
                    {...common}
                    className="admin-input"
                    type={spec.type ?? 'text'}
                    inputMode={spec.inputMode}
                    autoComplete={spec.autoComplete ?? 'off'}
                    spellCheck={field === 'name' || field === 'hours'}
                    onChange={(e) => set(field, e.target.value)}
                  />
                )}
                <p className={problems[field] ? 'field-error' : 'field-hint'} id={`${id}-note`}>
                  {note}
                </p>
              </div>
            );
          })}
        </div>
        <SaveStatus error={error} saved={saved ? t('profile.saved') : null} busy={save.isPending} label={t('save')} busyLabel={t('saving')} />
      </form>
    </section>
  );
}
