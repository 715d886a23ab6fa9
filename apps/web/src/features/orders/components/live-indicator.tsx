import type { LiveState } from '../lib/use-customer-live';

const TEXT: Record<LiveState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

const TITLE: Record<LiveState, string> = {
  connecting: 'Connecting to live updates',
  live: 'Order changes appear here as they happen',
  reconnecting: 'Live updates are paused; reconnecting',
};

export function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <span className={`live-indicator live-indicator--${state}`} role="status" title={TITLE[state]} data-testid="live-indicator">
      <span className="live-indicator__dot" aria-hidden="true" />
      {TEXT[state]}
    </span>
  );
}
