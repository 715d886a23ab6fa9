import { useDeferredValue, useMemo, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useTickets } from '../api/fetch-tickets';
import { downloadText, GROUPED_TICKETS_FILE, groupedTicketsCsv, TICKETS_FILE, ticketsCsv } from '../../admin/lib/csv-exports';
import { countTickets, visibleTickets, type TicketSort, type TicketStatusFilter } from '../lib/ticket-list';
import en from '../../admin/locales/en.json';
import { CustomerHelp } from '../../admin/components/customer-help';
import { TicketCard } from './ticket-card';
import './tickets.css';

/** Cards drawn at first; more on request, so thousands of tickets stay quick. */
const TICKETS_SHOWN = 60;

export function TicketsTab() {
  const t = useT('admin', en);
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
      window.alert(t('tickets.noneToExport'));
      return;
    }
    downloadText(grouped ? GROUPED_TICKETS_FILE : TICKETS_FILE, grouped ? groupedTicketsCsv(all) : ticketsCsv(all));
  };

  return (
    <div className="tickets-tab">
      <CustomerHelp />
      <ul className="ticket-counts" aria-label={t('tickets.counts')}>
        <li>
          <span className="stat-label">{t('tickets.total')}</span> <span className="stat-value">{counts.total}</span>
        </li>
        <li className="stat-pending">
          <span className="stat-label">{t('ticketStatus.open')}</span> <span className="stat-value">{counts.open}</span>
        </li>
        <li className="stat-in-progress">
          <span className="stat-label">{t('ticketStatus.inProgress')}</span> <span className="stat-value">{counts.inProgress}</span>
        </li>
        <li className="stat-completed">
          <span className="stat-label">{t('ticketStatus.closed')}</span> <span className="stat-value">{counts.closed}</span>
        </li>
      </ul>
      <div className="dashboard-toolbar">
        <div className="dashboard-filters" role="search">
          <label className="visually-hidden" htmlFor="ticket-search">
            {t('tickets.search.label')}
          </label>
          <input
            id="ticket-search"
            className="admin-input dashboard-search"
            type="search"
            placeholder={t('tickets.search.placeholder')}
            value={search}
            autoComplete="off"
            onChange={(e) => {
              setSearch(e.target.value);
              setLimit(TICKETS_SHOWN);
            }}
          />
          <label className="visually-hidden" htmlFor="ticket-status">
            {t('tickets.status.label')}
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
            <option value="all">{t('tickets.all')}</option>
            <option value="open">{t('ticketStatus.open')}</option>
            <option value="in-progress">{t('ticketStatus.inProgress')}</option>
            <option value="closed">{t('ticketStatus.closed')}</option>
          </select>
          <label className="visually-hidden" htmlFor="ticket-sort">
            {t('tickets.sort.label')}
          </label>
          <select id="ticket-sort" className="admin-input" value={sort} onChange={(e) => setSort(e.target.value as TicketSort)}>
            <option value="newest">{t('tickets.sort.newest')}</option>
            <option value="oldest">{t('tickets.sort.oldest')}</option>
          </select>
        </div>
        <div className="dashboard-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => exportCsv(false)}>
            {t('tickets.export')}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => exportCsv(true)}>
            {t('tickets.exportGrouped')}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void tickets.refetch()} disabled={tickets.isFetching}>
            {t('toolbar.refreshTickets')}
          </button>
        </div>
      </div>
      {tickets.isPending ? (
        <p className="admin-empty" role="status">
          {t('tickets.loading')}
        </p>
      ) : shown.length === 0 ? (
        <p className="admin-empty" role="status">
          {t('tickets.empty')}
        </p>
      ) : (
        <ul className="ticket-cards" aria-label={t('tickets.list')}>
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
            {t('tickets.showMore', { count: shown.length - limit })}
          </button>
        </div>
      )}
    </div>
  );
}
