import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/page-meta';
import { useT } from '../../../i18n/use-t';
import { prefetchWhenIdle } from '../../../lib/prefetch-when-idle';
import { requestFirstOrdersPageEarly } from '../api/fetch-orders';
import { useTickets } from '../../tickets/api/fetch-tickets';
import { useAdminLive } from '../lib/use-admin-live';
import { useMessagesToSend } from '../../messages/api/fetch-messages-to-send';
import { useClaims } from '../../care/api/fetch-claims';
import { CLAIMS_VIEW } from '../../care/lib/links';
import { ClaimsIcon, ScanIcon, TodayIcon } from '../../pieces/shop-floor/components/shortcut-icons';
import { SCAN_PAGE, TODAY_BOARD } from '../../pieces/shop-floor/lib/links';
import { DashboardTab } from './dashboard-tab';
import { GoLiveBanner } from '../../shop/go-live/components/go-live-banner';
import { goLiveKey, useGoLive } from '../../shop/go-live/api/fetch-go-live';
import { markGoLiveSeen } from '../../shop/go-live/api/mark-go-live-seen';
import { TicketsTab } from '../../tickets/components/tickets-tab';
import en from '../locales/en.json';
import './admin.css';

// This module loads only when an admin opens /admin: the newest orders are requested right away.
requestFirstOrdersPageEarly();

// The customers, messages, money and settings tabs are not part of the first screen: their code comes once
// the dashboard is up and the browser is idle, or when a tab is opened, whichever is first.
const loadMessagesTab = () => import('../../messages/components/messages-tab');
const loadPaymentsTab = () => import('./payments-tab');
const loadSettingsTab = () => import('./settings-tab');
const loadCustomersTab = () => import('../../customers/components/customers-tab');
const MessagesTab = lazy(() => loadMessagesTab().then((m) => ({ default: m.MessagesTab })));
const PaymentsTab = lazy(() => loadPaymentsTab().then((m) => ({ default: m.PaymentsTab })));
const SettingsTab = lazy(() => loadSettingsTab().then((m) => ({ default: m.SettingsTab })));
const CustomersTab = lazy(() => loadCustomersTab().then((m) => ({ default: m.CustomersTab })));

const TABS = ['dashboard', 'tickets', 'customers', 'messages', 'payments', 'settings'] as const;
type Tab = (typeof TABS)[number];
const LABELS = {
  dashboard: 'page.tab.dashboard',
  tickets: 'page.tab.tickets',
  customers: 'page.tab.customers',
  messages: 'page.tab.messages',
  payments: 'page.tab.payments',
  settings: 'page.tab.settings',
} as const satisfies Record<Tab, keyof typeof en>;

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

const totalToSend = (data: { total: number }) => data.total;

/** /admin: Dashboard, Tickets, Customers, Messages, Payments and Settings; the open tab is kept in the address (?tab=…). */
export function AdminPage() {
  const t = useT('admin', en);
  useAdminLive();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'dashboard';
  // A panel is built the first time it is opened, then kept (with its loaded pages and filters).
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set(['dashboard', tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  const tickets = useTickets();
  const openTickets = tickets.data?.filter((ticket) => ticket.status !== 'closed' && ticket.status !== 'in-progress').length ?? 0;
  // The dashboard's cards read the same query: counting it here costs no request.
  const toSend = useMessagesToSend(totalToSend).data ?? 0;
  // Open claims wait on the shop: their count rides on the Claims link (the view reads the same query).
  const openClaims = useClaims('open').data?.length ?? 0;
  const view = tab === 'dashboard' ? params.get('view') : null;
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  useEffect(() => prefetchWhenIdle([loadMessagesTab, loadPaymentsTab, loadSettingsTab, loadCustomersTab]), []);
  const goLive = useGoLive();
  const client = useQueryClient();

  const select = (next: Tab, focus = false) => {
    const rest = new URLSearchParams(params);
    rest.delete('view');
    rest.delete('customer');
    if (next === 'dashboard') rest.delete('tab');
    else rest.set('tab', next);
    setParams(next === tab ? params : rest, { replace: true });
    if (focus) tabRefs.current[next]?.focus();
  };
  const openGoLive = () => {
    select('settings');
    // After the tab's panel is shown: the checklist is its first section.
    requestAnimationFrame(() => document.getElementById('go-live')?.scrollIntoView({ block: 'start' }));
  };
  // The owner's first visit, while the shop is not ready, opens Settings → Go live (docs/decisions/0083).
  const firstVisit = goLive.data ? !goLive.data.seen && !goLive.data.done : false;
  useEffect(() => {
    if (!firstVisit) return;
    void markGoLiveSeen().then((state) => client.setQueryData(goLiveKey, state));
    if (asked === null) openGoLive();
    // Once, when the checklist's first answer says so.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstVisit]);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1 + TABS.length, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[target % TABS.length]!, true);
  };

  return (
    <section className="container admin-page">
      <PageMeta title={t('page.meta.title')} description={t('page.meta.description')} />
      <div className="admin-head">
        <h1 className="admin-title">{t('page.title')}</h1>
        {/* The shop floor's daily screens, one tap from anywhere in the admin screen, each with its sign and word. */}
        <nav className="admin-shortcuts" aria-label={t('page.shortcuts')}>
          <Link className="btn btn-secondary btn-sm" to={TODAY_BOARD} aria-current={view === 'today' ? 'page' : undefined}>
            <TodayIcon /> <span className="admin-shortcut-label">{t('page.today')}</span>
          </Link>
          <Link className="btn btn-secondary btn-sm admin-shortcut-claims" to={CLAIMS_VIEW} aria-current={view === 'claims' ? 'page' : undefined}>
            <ClaimsIcon /> <span className="admin-shortcut-label">{t('page.claims')}</span>
            {openClaims > 0 && (
              <span className="admin-shortcut-count" aria-label={t('page.claims.open', { count: openClaims })}>
                {openClaims}
              </span>
            )}
          </Link>
          <Link className="btn btn-secondary btn-sm" to={SCAN_PAGE}>
            <ScanIcon /> <span className="admin-shortcut-label">{t('page.scan')}</span>
          </Link>
        </nav>
      </div>
      {tab === 'dashboard' && <GoLiveBanner onOpen={openGoLive} />}
      <div className="admin-tabs" role="tablist" aria-label={t('page.tabs')} onKeyDown={onKeyDown}>
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${id}`}
            aria-controls={`admin-panel-${id}`}
            aria-selected={tab === id}
            tabIndex={tab === id ? 0 : -1}
            className="admin-tab"
            onClick={() => select(id)}
          >
            {t(LABELS[id])}
            {id === 'tickets' && openTickets > 0 && (
              <span className="admin-tab-count" aria-label={t('page.tab.pending', { count: openTickets })}>
                {openTickets}
              </span>
            )}
            {id === 'messages' && toSend > 0 && (
              <span className="admin-tab-count" aria-label={t('page.tab.toSend', { count: toSend })}>
                {toSend}
              </span>
            )}
          </button>
        ))}
      </div>
      {TABS.map((id) => (
        <div key={id} role="tabpanel" id={`admin-panel-${id}`} aria-labelledby={`admin-tab-${id}`} hidden={tab !== id}>
          {opened.has(id) && (
            <Suspense fallback={<p className="admin-loading">{t('page.loading')}</p>}>
              {id === 'dashboard' && <DashboardTab />}
              {id === 'tickets' && <TicketsTab />}
              {id === 'customers' && <CustomersTab />}
              {id === 'messages' && <MessagesTab />}
              {id === 'payments' && <PaymentsTab />}
              {id === 'settings' && <SettingsTab />}
            </Suspense>
          )}
        </div>
      ))}
    </section>
  );
}
