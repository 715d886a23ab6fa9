import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CONFIRMABLE_ITEMS, type ConfirmableItem, type GoLiveItem, type GoLiveItemState } from '@laundry/shared/contracts/go-live';
import { shopSettingsPatchBody } from '@laundry/shared/contracts/shop';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useShopSettings } from '../../../../lib/shop-settings';
import { useSaveShopSettings } from '../../shop-settings/api/save-shop-settings';
import { useConfirmGoLiveItem } from '../api/confirm-go-live-item';
import { goLiveKey, useGoLive } from '../api/fetch-go-live';
import en from '../locales/en.json';
import './go-live.css';

/** Where in Settings each item is set; items set here have no section of their own. */
const SECTION: Partial<Record<GoLiveItem, string>> = {
  profile: 'business-profile-title',
  upi: 'shop-settings-title',
  gstin: 'shop-settings-title',
  prices: 'price-list-title',
  pickups: 'pickup-rules-title',
  offers: 'plans-admin-title',
};

const isConfirmable = (item: GoLiveItem): item is ConfirmableItem => CONFIRMABLE_ITEMS.some((c) => c === item);

const OFFERS = ['offersPlans', 'offersBulk'] as const;
// Signs, not words: the same in every language.
const DONE_MARK = '\u2713';
const TODO_MARK = '\u25cb';
const URL_START = 'https://';

const SOCIAL_FIELDS = ['instagramUrl', 'facebookUrl', 'youtubeUrl'] as const;
type SocialField = (typeof SOCIAL_FIELDS)[number];

function SocialLinks() {
  const t = useT('go-live', en);
  const settings = useShopSettings();
  const save = useSaveShopSettings();
  const [edited, setEdited] = useState<Record<SocialField, string> | null>(null);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const data = settings.data;
  if (!data) return null;
  const form = edited ?? { instagramUrl: data.instagramUrl, facebookUrl: data.facebookUrl, youtubeUrl: data.youtubeUrl };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const parsed = shopSettingsPatchBody.safeParse(form);
    if (!parsed.success) {
      setError(t('social.invalid'));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        setEdited(null);
        setSaved(true);
      },
      onError: (err) => setError(errorText(err, t('saveFailed'))),
    });
  };
  return (
    <form className="go-live__form" onSubmit={submit} noValidate>
      {SOCIAL_FIELDS.map((field) => (
        <div className="field" key={field}>
          <label htmlFor={`go-live-${field}`}>{t(`social.${field}`)}</label>
          <input
            id={`go-live-${field}`}
            className="admin-input"
            type="url"
            inputMode="url"
            maxLength={300}
            placeholder={URL_START}
            value={form[field]}
            onChange={(e) => {
              setEdited({ ...form, [field]: e.target.value });
              setSaved(false);
            }}
          />
        </div>
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-secondary btn-sm" disabled={save.isPending}>
        {t('social.save')}
      </button>
      {saved && <span className="go-live__saved">{t('saved')}</span>}
    </form>
  );
}

function Offers() {
  const t = useT('go-live', en);
  const settings = useShopSettings();
  const save = useSaveShopSettings();
  const data = settings.data;
  if (!data) return null;
  return (
    <div className="go-live__form">
      {OFFERS.map((field) => (
        <label key={field} className="go-live__check">
          <input type="checkbox" checked={data[field]} disabled={save.isPending} onChange={(e) => save.mutate({ [field]: e.target.checked })} />
          {t(`offers.${field}`)}
        </label>
      ))}
    </div>
  );
}

function ItemRow({ state }: { state: GoLiveItemState }) {
  const t = useT('go-live', en);
  const confirm = useConfirmGoLiveItem();
  const section = SECTION[state.item];
  const missingKey = state.missing && state.missing !== 'confirm' ? `missing.${state.item}.${state.missing}` : null;
  return (
    <li className={`go-live__item${state.done ? ' go-live__item--done' : ''}`} data-testid={`go-live-${state.item}`}>
      <div className="go-live__head">
        <span className="go-live__status" aria-hidden="true">
          {state.done ? DONE_MARK : TODO_MARK}
        </span>
        <span className="go-live__label">{t(`item.${state.item}`)}</span>
        <span className={`go-live__badge${state.done ? ' go-live__badge--done' : ''}`}>
          {state.done ? t('status.done') : state.required ? t('status.todo') : t('status.optional')}
        </span>
      </div>
      <p className="field-hint">{t(`hint.${state.item}`)}</p>
      {!state.done && missingKey && <p className="go-live__missing">{t(missingKey as 'missing.upi.upiId')}</p>}
      {state.item === 'social' && <SocialLinks />}
      {state.item === 'offers' && <Offers />}
      <div className="go-live__actions">
        {section && (
          <a className="btn btn-secondary btn-sm" href={`#${section}`}>
            {t('open')}
          </a>
        )}
        {state.item === 'password' && !state.done && (
          <Link className="btn btn-secondary btn-sm" to="/forgot-password">
            {t('password.change')}
          </Link>
        )}
        {isConfirmable(state.item) && !state.done && (state.missing === 'confirm' || state.item === 'gstin') && (
          <button type="button" className="btn btn-sm" disabled={confirm.isPending} onClick={() => confirm.mutate(state.item as ConfirmableItem)}>
            {t(`confirm.${state.item}`)}
          </button>
        )}
      </div>
    </li>
  );
}

/** Settings → Go live (docs/decisions/0083): what the owner sets before customers come, each item done or not. */
export function GoLiveChecklist() {
  const t = useT('go-live', en);
  const state = useGoLive();
  const settings = useShopSettings();
  const client = useQueryClient();
  // A change saved in any section may finish an item: the list is read again.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: goLiveKey });
  }, [client, settings.data]);
  return (
    <section className="go-live card" id="go-live" aria-labelledby="go-live-title">
      <h2 id="go-live-title">{t('title')}</h2>
      {state.data ? (
        <>
          <p className={state.data.done ? 'go-live__ready' : 'field-hint'} role="status">
            {state.data.done ? t('ready') : t('intro', { left: state.data.items.filter((i) => i.required && !i.done).length })}
          </p>
          <ol className="go-live__list">
            {state.data.items.map((item) => (
              <ItemRow key={item.item} state={item} />
            ))}
          </ol>
        </>
      ) : (
        <p className="field-hint">{state.isError ? t('failed') : t('loading')}</p>
      )}
    </section>
  );
}
