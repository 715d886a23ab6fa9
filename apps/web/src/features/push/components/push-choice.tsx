import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@laundry/shared/constants';
import { useT } from '../../../i18n/use-t';
import { usePushKey } from '../api/fetch-push-key';
import { removePushSubscription } from '../api/remove-push-subscription';
import { savePushSubscription } from '../api/save-push-subscription';
import { deviceState, subscribeDevice, subscriptionBody, type DeviceState } from '../lib/push-device';
import en from '../locales/en.json';
import './push-choice.css';

const DEVICE_KEY = ['push', 'device'] as const;

/**
 * Profile → Notifications on this device (docs/decisions/0081): a customer's order news arrives
 * here first, free; the shop's admins get new bookings, reported payments and late orders. The
 * switch asks the browser's own permission; hidden when the server has no notifications set up.
 */
export function PushChoice({ role }: { role: Role }) {
  const t = useT('push', en);
  const id = useId();
  const client = useQueryClient();
  const key = usePushKey();
  const device = useQuery({
    queryKey: DEVICE_KEY,
    queryFn: async () => {
      const found = await deviceState();
      // Told again each visit: a subscription the server dropped (expired) comes back with the browser's.
      if (found.state === 'on' && found.subscription) await savePushSubscription(subscriptionBody(found.subscription)).catch(() => undefined);
      return found;
    },
    enabled: Boolean(key.data),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DeviceState | 'failed' | null>(null);

  if (!key.data) return null;
  const state = device.data?.state;
  const on = state === 'on';

  async function toggle() {
    if (!key.data) return;
    setBusy(true);
    setProblem(null);
    try {
      if (on && device.data?.subscription) {
        const { endpoint } = device.data.subscription;
        await device.data.subscription.unsubscribe();
        await removePushSubscription(endpoint).catch(() => undefined);
      } else {
        const subscribed = await subscribeDevice(key.data);
        if (subscribed === 'blocked' || subscribed === 'no-worker') setProblem(subscribed);
        else await savePushSubscription(subscribed);
      }
    } catch {
      setProblem('failed');
    } finally {
      await client.invalidateQueries({ queryKey: DEVICE_KEY });
      setBusy(false);
    }
  }

  const unavailable = state === 'unsupported' || state === 'blocked';
  const note = problem ?? (unavailable ? state : null);
  return (
    <fieldset className="push-choice" aria-describedby={`${id}-hint`}>
      <legend>{t('title')}</legend>
      <label className="push-choice__switch">
        <input type="checkbox" role="switch" checked={on} disabled={busy || unavailable || device.isPending} onChange={() => void toggle()} />
        <span>{t('switch')}</span>
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {role === 'customer' ? t('hint.customer') : t('hint.staff')}
      </p>
      <div aria-live="polite">
        {note === 'unsupported' && <p className="field-hint">{t('state.unsupported')}</p>}
        {note === 'blocked' && <p className="form-error">{t('state.blocked')}</p>}
        {note === 'no-worker' && <p className="form-error">{t('state.noWorker')}</p>}
        {note === 'failed' && <p className="form-error">{t('state.failed')}</p>}
        {on && !problem && <p className="form-success">{t('state.on')}</p>}
      </div>
    </fieldset>
  );
}
