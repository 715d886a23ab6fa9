import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import { MessageList } from './message-list';
import { MessageTextsEditor } from './message-texts-editor';
import { SendNext } from './send-next';
import './messages.css';

const VIEWS = ['send', 'list', 'texts'] as const;
type View = (typeof VIEWS)[number];
const LABELS = { send: 'view.send', list: 'view.list', texts: 'view.texts' } as const satisfies Record<View, keyof typeof en>;
const isView = (value: string | null): value is View => VIEWS.some((view) => view === value);

/**
 * Admin → Messages (docs/decisions/0055, 0081): the waiting messages one tap at a time (Send next),
 * every message to customers with what became of it, and the words the shop's own phone sends. The open view is kept in the address (?view=texts), as
 * the Payments tab keeps its own.
 */
export function MessagesTab() {
  const t = useT('messages', en);
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: View = isView(asked) ? asked : 'list';
  const choose = (next: View) => {
    const rest = new URLSearchParams(params);
    if (next === 'list') rest.delete('view');
    else rest.set('view', next);
    setParams(rest, { replace: true });
  };
  return (
    <div className="messages-tab">
      <nav className="admin-subviews" aria-label={t('views')}>
        {VIEWS.map((id) => (
          <button key={id} type="button" className="admin-subview" aria-current={view === id ? 'page' : undefined} onClick={() => choose(id)}>
            {t(LABELS[id])}
          </button>
        ))}
      </nav>
      {view === 'send' ? <SendNext /> : view === 'list' ? <MessageList /> : <MessageTextsEditor />}
    </div>
  );
}
