import type { Language } from '@laundry/shared/constants';
import { useT } from '../../../../i18n/use-t';
import type { ChatAction, ChatMessage } from '../chat-types';
import en from '../locales/en.json';

const timeFormats = new Map<Language, Intl.DateTimeFormat>();

/** The time a message was sent, on the device's clock, written the way the language shown writes it. */
function formatTime(timestamp: number, language: Language): string {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, { hour: 'numeric', minute: '2-digit' });
    timeFormats.set(language, format);
  }
  return format.format(timestamp);
}

/** One message of the conversation; a bot's quick replies sit under it while they still apply. */
export function ChatBubble({ message, onChoose }: { message: ChatMessage; onChoose: (action: ChatAction) => void }) {
  const t = useT('chat', en);
  const mine = message.from === 'user';
  if (message.from === 'agent-typing') {
    return (
      <div className="chat-row chat-row--bot">
        <p className="chat-typing">
          <span className="chat-typing-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {message.text}
        </p>
      </div>
    );
  }
  const time = formatTime(message.timestamp, t.language);
  const said = mine ? t('message.youSaid') : message.author ? t('message.authorSaid', { author: message.author }) : t('message.supportSaid');
  return (
    <div className={`chat-row ${mine ? 'chat-row--user' : 'chat-row--bot'}`}>
      <div className="chat-bubble">
        <span className="visually-hidden">{said}</span>
        {message.author ? (
          <span className="chat-author" aria-hidden="true">
            {message.author}
          </span>
        ) : null}
        <p className="chat-text">{message.text}</p>
        <time className="chat-time" dateTime={new Date(message.timestamp).toISOString()}>
          {time}
        </time>
      </div>
      {message.actions?.length ? (
        <div className="chat-actions" role="group" aria-label={t('message.quickReplies')}>
          {message.actions.map((action) =>
            action.kind === 'link' ? (
              <a key={action.label} className="chat-chip" href={action.href}>
                {action.label}
              </a>
            ) : (
              <button key={action.label} type="button" className="chat-chip" disabled={message.spent} onClick={() => onChoose(action)}>
                {action.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
