import { useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { requestFirstOrdersPageEarly } from '../api/fetch-orders';
import { useTickets } from '../api/fetch-tickets';
import { useAdminLive } from '../lib/use-admin-live';
import { DashboardTab } from './dashboard-tab';
import { TicketsTab } from './tickets-tab';
import './admin.css';

// This module loads only when an admin opens /admin: the newest orders are requested right away.
requestFirstOrdersPageEarly();

type Tab = 'dashboard' | 'tickets';
const TABS: { id: Tab; label: string }[] = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'tickets', label: 'Tickets' },
];

/** /admin: the Dashboard and Tickets tabs; the open tab is kept in the address (?tab=tickets). */
export function AdminPage() {
  useAdminLive();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'tickets' ? 'tickets' : 'dashboard';
  // The Tickets panel is built the first time it is opened, then kept.
  const [ticketsOpened, setTicketsOpened] = useState(tab === 'tickets');
  if (tab === 'tickets' && !ticketsOpened) setTicketsOpened(true);
  const tickets = useTickets();
  const openTickets = tickets.data?.filter((t) => t.status !== 'closed' && t.status !== 'in-progress').length ?? 0;
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
      <h1 className="admin-title">Admin Dashboard</h1>
      <div className="admin-tabs" role="tablist" aria-label="Admin sections" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${t.id}`}
            aria-controls={`admin-panel-${t.id}`}
            aria-selected={tab === t.id}
            tabIndex={tab === t.id ? 0 : -1}
            className="admin-tab"
            onClick={() => select(t.id)}
          >
            {t.label}
            {t.id === 'tickets' && openTickets > 0 && (
              <span className="admin-tab-count" aria-label={`${openTickets} pending`}>
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
