import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../../../../i18n/use-t';
import { useBusinessProfile } from '../../../../lib/use-business-profile';
import en from '../locales/en.json';
import { chatStatus, isShopOpen } from '../chat-content';
import { chatEngine } from '../chat-instance';
import { ticketInbox } from '../ticket-inbox';
import { ChatBubble } from './chat-message';
import './chat-panel.css';

/** The opened chat: header with name and status, the conversation, and the message box. */
export function ChatPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT('chat', en);
  // The header's name and round avatar's initials ("SL"), as the shop's settings have them.
  const business = useBusinessProfile();
  const engine = chatEngine();
  const messages = useSyncExternalStore(engine.subscribe, engine.getMessages);
  const [draft, setDraft] = useState('');
  const [now, setNow] = useState(() => new Date());
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    engine.start();
    input.current?.focus();
    // The status follows the shop's hours while the panel stays open.
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, [engine]);

  // Shop replies the customer has not seen are told in the conversation, now and as they arrive.
  useEffect(() => {
    const tell = () => {
      const fresh = ticketInbox.unseen();
      if (fresh.length === 0) return;
      ticketInbox.markSeen();
      engine.showNewReplies(fresh);
    };
    tell();
    return ticketInbox.subscribe(tell);
  }, [engine]);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages]);

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (engine.send(draft)) setDraft('');
    input.current?.focus();
  }

  function onInputKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line; Enter while an IME composes is the IME's.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  const open = isShopOpen(now);
  return (
    <section
      id={id}
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="chat-header">
        <span className="chat-avatar" aria-hidden="true">
          {business.monogram}
        </span>
        <div className="chat-heading">
          <h2 id={`${id}-title`}>{t('panel.title', { shop: business.shortName })}</h2>
          <p className="chat-status">
            <span className={`chat-dot${open ? ' chat-dot--on' : ''}`} aria-hidden="true" />
            {chatStatus(now)}
          </p>
        </div>
        <button type="button" className="chat-close" aria-label={t('panel.minimise')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div ref={log} className="chat-log" role="log" aria-live="polite" aria-relevant="additions" aria-label={t('panel.log')} tabIndex={0}>
        {messages.map((m) => (
          <ChatBubble key={m.id} message={m} onChoose={engine.choose.bind(engine)} />
        ))}
      </div>
      <form className="chat-form" onSubmit={send}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('panel.input.label')}
        </label>
        <textarea
          ref={input}
          id={`${id}-input`}
          className="chat-input"
          rows={1}
          placeholder={t('panel.input.placeholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onInputKey}
          aria-describedby={`${id}-hint`}
        />
        <span id={`${id}-hint`} className="visually-hidden">
          {t('panel.input.hint')}
        </span>
        <button type="submit" className="chat-send" aria-label={t('panel.send')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
          </svg>
        </button>
      </form>
    </section>
  );
}
