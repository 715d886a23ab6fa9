import { useT } from '../../../i18n/use-t';
import type { LiveState } from '../lib/use-customer-live';
import en from '../locales/en.json';

const TEXT = { connecting: 'live.connecting', live: 'live.live', reconnecting: 'live.reconnecting' } as const satisfies Record<
  LiveState,
  keyof typeof en
>;

const TITLE = {
  connecting: 'live.title.connecting',
  live: 'live.title.live',
  reconnecting: 'live.title.reconnecting',
} as const satisfies Record<LiveState, keyof typeof en>;

export function LiveIndicator({ state }: { state: LiveState }) {
  const t = useT('orders', en);
  return (
    <span className={`live-indicator live-indicator--${state}`} role="status" title={t(TITLE[state])} data-testid="live-indicator">
      <span className="live-indicator__dot" aria-hidden="true" />
      {t(TEXT[state])}
    </span>
  );
}
