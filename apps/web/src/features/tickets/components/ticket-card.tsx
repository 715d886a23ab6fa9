import { memo, useState, type FormEvent } from 'react';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { CopyButton } from '../../../components/copy-button';
import { mailtoUrl, telUrl } from '../../../config/business-profile';
import { useT } from '../../../i18n/use-t';
import { formatIstDateTime } from '../../../lib/ist-format';
import { TICKET_STATUS_KEYS } from '../../admin/lib/labels';
import { ticketStatus } from '../lib/ticket-list';
import { useTicketActions } from '../lib/use-ticket-actions';
import en from '../../admin/locales/en.json';

const STATUS_TONE = { open: 'status-pending', 'in-progress': 'status-in-progress', closed: 'status-completed' } as const;

export const TicketCard = memo(function TicketCard({ ticket }: { ticket: Ticket }) {
  const t = useT('admin', en);
  const actions = useTicketActions();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const status = ticketStatus(ticket);
  const name = ticket.userName?.trim() || t('ticket.unknownUser');
  const statusText = t(TICKET_STATUS_KEYS[status]);
  const headingId = `ticket-${ticket._id}`;
  const replyId = `ticket-reply-${ticket._id}`;

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  };
  const onReply = async (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return;
    if (await run(() => actions.reply(ticket._id, reply))) setReply('');
  };
  const onDelete = () => {
    if (window.confirm(t('ticket.confirmDelete'))) void run(() => actions.remove(ticket._id));
  };

  return (
    <article className="ticket-card" aria-labelledby={headingId} data-ticket-id={ticket._id}>
      <header className="ticket-card-head">
        <h3 id={headingId} className="ticket-user">
          {name}
        </h3>
        <span className={`badge ${STATUS_TONE[status]}`}>{statusText}</span>
      </header>
      {/* The short number is what the customer reads out on the phone; the source says how to answer. */}
      <p className="ticket-tags">
        {ticket.ticketNumber ? <span className="ticket-number">{ticket.ticketNumber}</span> : null}
        {ticket.source === 'contact' ? (
          <span className="ticket-source ticket-source--contact">{t('ticket.source.contact')}</span>
        ) : (
          <span className="ticket-source">{t('ticket.source.chat')}</span>
        )}
      </p>
      {ticket.mobile || !ticket.email ? (
        <div className="ticket-contact">
          <span className="ticket-mobile">{ticket.mobile || '—'}</span>
          {ticket.mobile && (
            <>
              <a
                className="btn btn-secondary btn-sm"
                href={telUrl(ticket.mobile)}
                aria-label={t('common.call.label', { name, phone: ticket.mobile })}
              >
                {t('common.call')}
              </a>
              <CopyButton text={ticket.mobile} label={t('ticket.copy')} ariaLabel={t('ticket.copyMobile', { mobile: ticket.mobile })} />
            </>
          )}
        </div>
      ) : null}
      {ticket.email ? (
        <div className="ticket-contact">
          <span className="ticket-email">{ticket.email}</span>
          <a className="btn btn-secondary btn-sm" href={mailtoUrl(ticket.email)} aria-label={t('ticket.email.label', { name, email: ticket.email })}>
            {t('ticket.email')}
          </a>
          <CopyButton text={ticket.email} label={t('ticket.copy')} ariaLabel={t('ticket.copyEmail', { email: ticket.email })} />
        </div>
      ) : null}
      <p className="ticket-issue">{ticket.issue?.trim() || t('ticket.noIssue')}</p>
      <dl className="ticket-meta">
        {ticket.orderId && (
          <div>
            <dt>{t('ticket.order')}</dt>
            <dd>{ticket.orderId}</dd>
          </div>
        )}
        <div>
          <dt>{t('ticket.status')}</dt>
          <dd>{statusText}</dd>
        </div>
        <div>
          <dt>{t('common.created')}</dt>
          <dd>{formatIstDateTime(ticket.createdAt, t.language)}</dd>
        </div>
      </dl>
      <section className="ticket-replies" aria-label={t('ticket.replies', { name })}>
        {ticket.replies?.length ? (
          <ol>
            {ticket.replies.map((r, i) => (
              <li key={`${r.createdAt}-${i}`} className="ticket-reply">
                <span className="ticket-reply-sender">{!r.sender || r.sender === 'admin' ? t('ticket.sender.admin') : r.sender}</span>
                <span className="ticket-reply-message">{r.message}</span>
                <time className="ticket-reply-time" dateTime={r.createdAt}>
                  {formatIstDateTime(r.createdAt, t.language)}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="ticket-no-replies">{t('ticket.noReplies')}</p>
        )}
      </section>
      <form className="ticket-reply-form" onSubmit={(e) => void onReply(e)}>
        <label className="visually-hidden" htmlFor={replyId}>
          {t('ticket.replyTo', { name })}
        </label>
        <input
          id={replyId}
          className="admin-input"
          placeholder={t('ticket.reply.placeholder')}
          value={reply}
          maxLength={2000}
          onChange={(e) => setReply(e.target.value)}
        />
        <button type="submit" className="btn btn-sm" disabled={busy || !reply.trim()}>
          {t('ticket.reply')}
        </button>
      </form>
      <div className="ticket-actions" role="group" aria-label={t('ticket.actions', { name })}>
        <button
          type="button"
          className="status-button status-in-progress"
          aria-pressed={status === 'in-progress'}
          disabled={busy}
          onClick={() => void run(() => actions.contacted(ticket._id))}
        >
          {t('ticketStatus.inProgress')}
        </button>
        <button
          type="button"
          className="status-button status-pending"
          aria-pressed={status === 'open'}
          disabled={busy}
          onClick={() => void run(() => actions.pending(ticket._id))}
        >
          {t('ticketStatus.open')}
        </button>
        <button
          type="button"
          className="status-button status-completed"
          aria-pressed={status === 'closed'}
          disabled={busy}
          onClick={() => void run(() => actions.resolved(ticket._id))}
        >
          {t('ticketStatus.closed')}
        </button>
        <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={onDelete}>
          {t('common.delete')}
        </button>
      </div>
    </article>
  );
});
