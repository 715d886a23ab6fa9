import { useDeferredValue, useMemo, useState } from 'react';
import { useTickets } from '../api/fetch-tickets';
import { downloadText, GROUPED_TICKETS_FILE, groupedTicketsCsv, TICKETS_FILE, ticketsCsv } from '../lib/csv-exports';
import { countTickets, visibleTickets, type TicketSort, type TicketStatusFilter } from '../lib/ticket-list';
import { CustomerHelp } from './customer-help';
import { TicketCard } from './ticket-card';
import './tickets.css';

/** Cards drawn at first; more on request, so thousands of tickets stay quick. */
const TICKETS_SHOWN = 60;

export function TicketsTab() {
  const tickets = useTickets();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TicketStatusFilter>('all');
  const [sort, setSort] = useState<TicketSort>('newest');
  const [limit, setLimit] = useState(TICKETS_SHOWN);
  const query = useDeferredValue(search);
  // Spec section 8: a failed load is an empty list like the orders'.
  const all = useMemo(() => (tickets.isError ? [] : (tickets.data ?? [])), [tickets.data, tickets.isError]);
  const counts = useMemo(() => countTickets(all), [all]);
  const shown = useMemo(() => visibleTickets(all, query, status, sort), [all, query, status, sort]);

  const exportCsv = (grouped: boolean) => {
    if (all.length === 0) {
      window.alert('No tickets to export');
      return;
    }
    downloadText(grouped ? GROUPED_TICKETS_FILE : TICKETS_FILE, grouped ? groupedTicketsCsv(all) : ticketsCsv(all));
  };

  return (
    <div className="tickets-tab">
      <CustomerHelp />
      <ul className="ticket-counts" aria-label="Ticket counts">
        <li>
          <span className="stat-label">Total</span> <span className="stat-value">{counts.total}</span>
        </li>
        <li className="stat-pending">
          <span className="stat-label">Pending</span> <span className="stat-value">{counts.open}</span>
        </li>
        <li className="stat-in-progress">
          <span className="stat-label">Contacted</span> <span className="stat-value">{counts.inProgress}</span>
        </li>
        <li className="stat-completed">
          <span className="stat-label">Resolved</span> <span className="stat-value">{counts.closed}</span>
        </li>
      </ul>
      <div className="dashboard-toolbar">
        <div className="dashboard-filters" role="search">
          <label className="visually-hidden" htmlFor="ticket-search">
            Search tickets
          </label>
          <input
            id="ticket-search"
            className="admin-input dashboard-search"
            type="search"
            placeholder="Search user, mobile, issue..."
            value={search}
            autoComplete="off"
            onChange={(e) => {
              setSearch(e.target.value);
              setLimit(TICKETS_SHOWN);
            }}
          />
          <label className="visually-hidden" htmlFor="ticket-status">
            Ticket status
          </label>
          <select
            id="ticket-status"
            className="admin-input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TicketStatusFilter);
              setLimit(TICKETS_SHOWN);
            }}
          >
            <option value="all">All Tickets</option>
            <option value="open">Pending</option>
            <option value="in-progress">Contacted</option>
            <option value="closed">Resolved</option>
          </select>
          <label className="visually-hidden" htmlFor="ticket-sort">
            Sort tickets
          </label>
          <select id="ticket-sort" className="admin-input" value={sort} onChange={(e) => setSort(e.target.value as TicketSort)}>
            <option value="newest">Newest</option>
            <option value="oldest">Oldest</option>
          </select>
        </div>
        <div className="dashboard-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => exportCsv(false)}>
            Export Tickets
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => exportCsv(true)}>
            Export (grouped)
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void tickets.refetch()} disabled={tickets.isFetching}>
            Refresh Tickets
          </button>
        </div>
      </div>
      {tickets.isPending ? (
        <p className="admin-empty" role="status">
          Loading tickets…
        </p>
      ) : shown.length === 0 ? (
        <p className="admin-empty" role="status">
          No tickets found.
        </p>
      ) : (
        <ul className="ticket-cards" aria-label="Tickets">
          {shown.slice(0, limit).map((ticket) => (
            <li key={ticket._id}>
              <TicketCard ticket={ticket} />
            </li>
          ))}
        </ul>
      )}
      {shown.length > limit && (
        <div className="order-more">
          <button type="button" className="btn btn-secondary" onClick={() => setLimit((n) => n + TICKETS_SHOWN)}>
            Show more tickets ({(shown.length - limit).toLocaleString('en-IN')} more)
          </button>
        </div>
      )}
    </div>
  );
}
