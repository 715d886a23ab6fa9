import { Suspense, useEffect, useRef, useState } from 'react';
import { useHydratingMark } from '../../../../lib/hydrating';
import { lazyPart } from '../../../../lib/lazy-part';
import { useT } from '../../../../i18n/use-t';
import { useSession } from '../../../../lib/session';
import en from '../chat-launcher/locales/en.json';
import { TOOLTIP_MS } from '../chat-timings';
import './support-chat.css';

// The conversation and its styles load on first open, keeping every page's first load light.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazyPart(loadPanel, 'ChatPanel');
const PANEL_ID = 'support-chat-panel';
/**
 * The tooltip's wave, in its own box: in one text run with Telugu letters, Chromium on a system
 * without an emoji font drew the letters as boxes too.
 */
const WAVE = '👋';

/**
 * How many shop replies to the signed-in customer's tickets they have not seen, live (docs/decisions/0039).
 * The inbox (and its socket) loads after the page, only for a signed-in customer.
 */
function useUnseenReplies(): number {
  const { token, user } = useSession();
  const [count, setCount] = useState(0);
  const userId = token && user && user.role !== 'admin' ? user._id : null;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let unsubscribe = () => {};
    let stop = () => {};
    void import('../ticket-inbox').then(({ ticketInbox }) => {
      if (cancelled) return;
      ticketInbox.start(userId);
      const update = () => setCount(ticketInbox.unseenCount());
      update();
      unsubscribe = ticketInbox.subscribe(update);
      stop = () => ticketInbox.stop();
    });
    return () => {
      cancelled = true;
      unsubscribe();
      stop();
    };
  }, [userId]);
  return userId ? count : 0;
}

/** The support chat, bottom left on every page: a launcher with a short-lived tooltip, then the panel. */
/** The tooltip's name in the browser's Element Timing entries. */
const TOOLTIP_TIMING = 'chat-tooltip';

/**
 * Hides the tooltip TOOLTIP_MS after it was painted. A pre-rendered page paints it before any
 * JavaScript runs, so where the browser reports when (Element Timing, Chromium) the time left is
 * counted from that paint, not from hydration (on a slow phone, hundreds of milliseconds later);
 * elsewhere from now. Answers the cleanup.
 */
function hideAfterPaint(hide: () => void): () => void {
  let timer = window.setTimeout(hide, TOOLTIP_MS);
  let observer: PerformanceObserver | undefined;
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element')) {
    observer = new PerformanceObserver((list) => {
      const painted = list.getEntries().find((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === TOOLTIP_TIMING);
      if (!painted) return;
      observer?.disconnect();
      const renderTime = (painted as PerformanceEntry & { renderTime?: number }).renderTime || painted.startTime;
      window.clearTimeout(timer);
      timer = window.setTimeout(hide, Math.max(0, TOOLTIP_MS - (performance.now() - renderTime)));
    });
    observer.observe({ type: 'element', buffered: true });
  }
  return () => {
    window.clearTimeout(timer);
    observer?.disconnect();
  };
}

export function SupportChat() {
  const t = useT('chat-launcher', en);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [tooltip, setTooltip] = useState(true);
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const unseen = useUnseenReplies();
  const mark = useHydratingMark();

  useEffect(() => hideAfterPaint(() => setTooltip(false)), []);

  // Closing hands focus back to the launcher, so keyboard users stay where they were.
  useEffect(() => {
    if (wasOpen.current && !open) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function openChat() {
    setLoaded(true);
    setTooltip(false);
    setOpen(true);
  }

  const preload = () => void loadPanel();

  return (
    <aside className="support-chat" aria-label={t('launcher.region')} {...mark}>
      {!open ? (
        <>
          <button
            ref={launcher}
            type="button"
            className="chat-launcher"
            aria-label={t('launcher.label', { unseen })}
            aria-expanded={false}
            aria-controls={loaded ? PANEL_ID : undefined}
            onClick={openChat}
            onPointerEnter={preload}
            onFocus={preload}
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M12 3C6.5 3 2 6.6 2 11c0 2.2 1.1 4.2 2.9 5.6-.2 1.4-.8 2.7-1.8 3.7 2 0 3.8-.7 5.2-1.8 1.2.3 2.4.5 3.7.5 5.5 0 10-3.6 10-8s-4.5-8-10-8Zm-4 9.3a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z"
              />
            </svg>
            {unseen > 0 ? (
              <span className="chat-badge" aria-hidden="true">
                {unseen > 9 ? '9+' : unseen}
              </span>
            ) : null}
          </button>
          {tooltip ? (
            <span className="chat-tooltip" aria-hidden="true" {...{ elementtiming: TOOLTIP_TIMING }}>
              {t('launcher.tooltip')} <span>{WAVE}</span>
            </span>
          ) : null}
        </>
      ) : null}
      {loaded ? (
        <Suspense
          fallback={
            open ? (
              <p className="chat-loading" role="status">
                {t('launcher.loading')}
              </p>
            ) : null
          }
        >
          {open ? <ChatPanel id={PANEL_ID} onClose={() => setOpen(false)} /> : null}
        </Suspense>
      ) : null}
    </aside>
  );
}
