import { useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { useT } from '../../../i18n/use-t';
import { requestFirstOrdersPageEarly } from '../api/fetch-orders';
import { useTickets } from '../api/fetch-tickets';
import { useAdminLive } from '../lib/use-admin-live';
import { DashboardTab } from './dashboard-tab';
import { TicketsTab } from './tickets-tab';
import en from '../locales/en.json';
import './admin.css';

// This module loads only when an admin opens /admin: the newest orders are requested right away.
requestFirstOrdersPageEarly();

type Tab = 'dashboard' | 'tickets';
const TABS: { id: Tab; label: 'page.tab.dashboard' | 'page.tab.tickets' }[] = [
  { id: 'dashboard', label: 'page.tab.dashboard' },
  { id: 'tickets', label: 'page.tab.tickets' },
];

/** /admin: the Dashboard and Tickets tabs; the open tab is kept in the address (?tab=tickets). */
export function AdminPage() {
  const t = useT('admin', en);
  useAdminLive();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'tickets' ? 'tickets' : 'dashboard';
  // The Tickets panel is built the first time it is opened, then kept.
  const [ticketsOpened, setTicketsOpened] = useState(tab === 'tickets');
  if (tab === 'tickets' && !ticketsOpened) setTicketsOpened(true);
  const tickets = useTickets();
  const openTickets = tickets.data?.filter((ticket) => ticket.status !== 'closed' && ticket.status !== 'in-progress').length ?? 0;
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ dashboard: null, tickets: null });

  const select = (next: Tab, focus = false) => {
    setParams(next === 'dashboard' ? {} : { tab: next }, { replace: true });
    if (focus) tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    select(tab === 'dashboard' ? 'tickets' : 'dashboard', true);
  };

  return (
    <section className="container admin-page">
      <PageMeta title={t('page.meta.title')} description={t('page.meta.description')} />
      <h1 className="admin-title">{t('page.title')}</h1>
      <div className="admin-tabs" role="tablist" aria-label={t('page.tabs')} onKeyDown={onKeyDown}>
        {TABS.map((item) => (
          <button
            key={item.id}
            ref={(el) => {
              tabRefs.current[item.id] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${item.id}`}
            aria-controls={`admin-panel-${item.id}`}
            aria-selected={tab === item.id}
            tabIndex={tab === item.id ? 0 : -1}
            className="admin-tab"
            onClick={() => select(item.id)}
          >
            {t(item.label)}
            {item.id === 'tickets' && openTickets > 0 && (
              <span className="admin-tab-count" aria-label={t('page.tab.pending', { count: openTickets })}>
                {openTickets}
              </span>
            )}
          </button>
        ))}
      </div>
      {/* Panels stay mounted once shown, so switching tabs keeps the loaded pages and filters. */}
      <div role="tabpanel" id="admin-panel-dashboard" aria-labelledby="admin-tab-dashboard" hidden={tab !== 'dashboard'}>
        <DashboardTab />
      </div>
      <div role="tabpanel" id="admin-panel-tickets" aria-labelledby="admin-tab-tickets" hidden={tab !== 'tickets'}>
        {ticketsOpened && <TicketsTab />}
      </div>
    </section>
  );
}
