import { memo, useState, type FormEvent } from 'react';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { CopyButton } from '../../../components/copy-button';
import { mailtoUrl, telUrl } from '../../../config/business-profile';
import { formatIstDateTime } from '../../../lib/ist-format';
import { ticketStatus, ticketStatusLabel } from '../lib/ticket-list';
import { useTicketActions } from '../lib/use-ticket-actions';

const STATUS_TONE = { open: 'status-pending', 'in-progress': 'status-in-progress', closed: 'status-completed' } as const;

export const TicketCard = memo(function TicketCard({ ticket }: { ticket: Ticket }) {
  const actions = useTicketActions();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const status = ticketStatus(ticket);
  const name = ticket.userName?.trim() || 'Unknown User';
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
    if (window.confirm('Are you sure you want to DELETE this ticket?')) void run(() => actions.remove(ticket._id));
  };

  return (
    <article className="ticket-card" aria-labelledby={headingId} data-ticket-id={ticket._id}>
      <header className="ticket-card-head">
        <h3 id={headingId} className="ticket-user">
          {name}
        </h3>
        <span className={`badge ${STATUS_TONE[status]}`}>{ticketStatusLabel(ticket)}</span>
      </header>
      {/* The short number is what the customer reads out on the phone; the source says how to answer. */}
      <p className="ticket-tags">
        {ticket.ticketNumber ? <span className="ticket-number">{ticket.ticketNumber}</span> : null}
        {ticket.source === 'contact' ? (
          <span className="ticket-source ticket-source--contact">Contact form</span>
        ) : (
          <span className="ticket-source">Chat</span>
        )}
      </p>
      {ticket.mobile || !ticket.email ? (
        <div className="ticket-contact">
          <span className="ticket-mobile">{ticket.mobile || '—'}</span>
          {ticket.mobile && (
            <>
              <a className="btn btn-secondary btn-sm" href={telUrl(ticket.mobile)} aria-label={`Call ${name} on ${ticket.mobile}`}>
                Call
              </a>
              <CopyButton text={ticket.mobile} label="Copy" ariaLabel={`Copy mobile ${ticket.mobile}`} />
            </>
          )}
        </div>
      ) : null}
      {ticket.email ? (
        <div className="ticket-contact">
          <span className="ticket-email">{ticket.email}</span>
          <a className="btn btn-secondary btn-sm" href={mailtoUrl(ticket.email)} aria-label={`E-mail ${name} at ${ticket.email}`}>
            E-mail
          </a>
          <CopyButton text={ticket.email} label="Copy" ariaLabel={`Copy e-mail ${ticket.email}`} />
        </div>
      ) : null}
      <p className="ticket-issue">{ticket.issue?.trim() || 'No issue description'}</p>
      <dl className="ticket-meta">
        {ticket.orderId && (
          <div>
            <dt>Order</dt>
            <dd>{ticket.orderId}</dd>
          </div>
        )}
        <div>
          <dt>Status</dt>
          <dd>{ticketStatusLabel(ticket)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatIstDateTime(ticket.createdAt)}</dd>
        </div>
      </dl>
      <section className="ticket-replies" aria-label={`Replies to ${name}`}>
        {ticket.replies?.length ? (
          <ol>
            {ticket.replies.map((r, i) => (
              <li key={`${r.createdAt}-${i}`} className="ticket-reply">
                <span className="ticket-reply-sender">{r.sender || 'admin'}</span>
                <span className="ticket-reply-message">{r.message}</span>
                <time className="ticket-reply-time" dateTime={r.createdAt}>
                  {formatIstDateTime(r.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="ticket-no-replies">No replies yet</p>
        )}
      </section>
      <form className="ticket-reply-form" onSubmit={(e) => void onReply(e)}>
        <label className="visually-hidden" htmlFor={replyId}>
          Reply to {name}
        </label>
        <input
          id={replyId}
          className="admin-input"
          placeholder="Type reply..."
          value={reply}
          maxLength={2000}
          onChange={(e) => setReply(e.target.value)}
        />
        <button type="submit" className="btn btn-sm" disabled={busy || !reply.trim()}>
          Reply
        </button>
      </form>
      <div className="ticket-actions" role="group" aria-label={`Ticket actions for ${name}`}>
        <button
          type="button"
          className="status-button status-in-progress"
          aria-pressed={status === 'in-progress'}
          disabled={busy}
          onClick={() => void run(() => actions.contacted(ticket._id))}
        >
          Contacted
        </button>
        <button
          type="button"
          className="status-button status-pending"
          aria-pressed={status === 'open'}
          disabled={busy}
          onClick={() => void run(() => actions.pending(ticket._id))}
        >
          Pending
        </button>
        <button
          type="button"
          className="status-button status-completed"
          aria-pressed={status === 'closed'}
          disabled={busy}
          onClick={() => void run(() => actions.resolved(ticket._id))}
        >
          Resolved
        </button>
        <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={onDelete}>
          Delete
        </button>
      </div>
    </article>
  );
});
