import type { ChatAction, ChatMessage } from '../chat-types';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** One message of the conversation; a bot's quick replies sit under it while they still apply. */
export function ChatBubble({ message, onChoose }: { message: ChatMessage; onChoose: (action: ChatAction) => void }) {
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
  const time = timeFormat.format(message.timestamp);
  return (
    <div className={`chat-row ${mine ? 'chat-row--user' : 'chat-row--bot'}`}>
      <div className="chat-bubble">
        <span className="visually-hidden">{mine ? 'You' : (message.author ?? 'Support')} said: </span>
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
        <div className="chat-actions" role="group" aria-label="Quick replies">
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
