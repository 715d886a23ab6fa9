import { useId, useState, type FormEvent } from 'react';
import type { TestChannel } from '@laundry/shared/contracts/messages';
import { normalizePhone } from '@laundry/shared/rules/phone';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { useMessageSetup, useSendTestMessage } from '../api/message-setup';
import en from '../locales/en.json';
import './messages.css';

/**
 * Settings → Messages setup (docs/decisions/0081): which ways of reaching customers the server is
 * set up for, and one test message through WhatsApp's Cloud API or MSG91 to a number the shop
 * gives, with what the provider answered, so the shop can leave click to send behind.
 */
export function MessageSetupCard() {
  const t = useT('messages', en);
  const id = useId();
  const setup = useMessageSetup();
  const test = useSendTestMessage();
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<TestChannel | null>(null);
  const [invalid, setInvalid] = useState(false);
  const configured = setup.data ? (['whatsapp', 'sms'] as const).filter((c) => setup.data[c]) : [];
  const chosen = channel && configured.includes(channel) ? channel : configured[0];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const normal = normalizePhone(phone);
    if (!normal || !chosen) {
      setInvalid(true);
      return;
    }
    test.mutate({ channel: chosen, phone: normal });
  }

  return (
    <section className="card message-setup" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`}>{t('setup.title')}</h2>
        <p className="field-hint">{t('setup.hint')}</p>
      </div>
      {setup.isPending ? (
        <p role="status">{t('setup.loading')}</p>
      ) : setup.isError ? (
        <p className="form-error" role="alert">
          {t('setup.failed')}
        </p>
      ) : (
        <>
          <ul className="message-setup__list">
            <li>{setup.data.whatsapp ? t('setup.whatsapp.on') : t('setup.whatsapp.off')}</li>
            <li>{setup.data.sms ? t('setup.sms.on') : t('setup.sms.off')}</li>
            <li>{setup.data.push ? t('setup.push.on') : t('setup.push.off')}</li>
          </ul>
          {configured.length === 0 ? (
            <p className="field-hint">{t('setup.none')}</p>
          ) : (
            <form className="message-setup__form" onSubmit={onSubmit} noValidate>
              {configured.length > 1 && (
                <div className="field">
                  <label htmlFor={`${id}-channel`}>{t('setup.channel')}</label>
                  <select id={`${id}-channel`} value={chosen} onChange={(e) => setChannel(e.target.value === 'sms' ? 'sms' : 'whatsapp')}>
                    {configured.map((c) => (
                      <option key={c} value={c}>
                        {t(`channel.${c}`)}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <div className="field">
                <label htmlFor={`${id}-phone`}>{t('setup.phone')}</label>
                <input
                  id={`${id}-phone`}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  maxLength={20}
                  value={phone}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${id}-invalid` : undefined}
                  onChange={(e) => {
                    setPhone(e.target.value);
                    setInvalid(false);
                  }}
                />
                {invalid && (
                  <p id={`${id}-invalid`} className="field-error">
                    {t('setup.phoneInvalid')}
                  </p>
                )}
              </div>
              <button type="submit" className="btn btn-primary" disabled={test.isPending}>
                {test.isPending ? t('setup.sending') : t('setup.send')}
              </button>
            </form>
          )}
          <div aria-live="polite">
            {test.data?.ok && <p className="form-success">{t('setup.sent', { channel: t(`channel.${test.data.channel}`) })}</p>}
            {test.data && !test.data.ok && (
              <p className="form-error">{t('setup.refused', { channel: t(`channel.${test.data.channel}`), problem: test.data.problem })}</p>
            )}
            {test.isError && <p className="form-error">{errorText(test.error, t('setup.testFailed'))}</p>}
          </div>
        </>
      )}
    </section>
  );
}
