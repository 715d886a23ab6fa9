import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Order, OrderFilters } from '@laundry/shared/contracts/orders';
import { istDate } from '@laundry/shared/rules/ist';
import { useT } from '../../../i18n/use-t';
import type { Values } from '../../../i18n/translate';
import { prefetchWhenIdle } from '../../../lib/prefetch-when-idle';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTickets } from '../../tickets/api/fetch-tickets';
import { useOrderStats } from '../api/fetch-order-stats';
import { adminKeys } from '../api/query-keys';
import { canonicalFilters } from '../lib/order-filters';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOrderExports } from '../lib/use-order-exports';
import { countTickets } from '../../tickets/lib/ticket-list';
import { DashboardToolbar } from './dashboard-toolbar';
import { ListViewTools } from './list-view-tools';
import { OrderList } from './order-list';
import { StatTiles, type TileChoice } from './stat-tiles';
import { TodayBoard } from '../../pieces/shop-floor/components/today-board';
import { BackupCard } from '../../backups/components/backup-card';
import type { InvoiceModalMode } from '../../orders/invoice/invoice-editor/components/invoice-modal';
import type { AdminKey } from '../lib/labels';
import en from '../locales/en.json';

// Chart.js is the heaviest part of the screen: it loads after the cards, never before them.
const OrderCharts = lazy(() => import('./order-charts').then((m) => ({ default: m.OrderCharts })));
// The pricing editor is the dashboard's most used dialog: its code comes when the browser is idle.
const loadInvoiceModal = () => import('../../orders/invoice/invoice-editor/components/invoice-modal');
const InvoiceModal = lazy(() => loadInvoiceModal().then((m) => ({ default: m.InvoiceModal })));
// The Claims view is opened now and then: its code comes when it is.
const ClaimsBoard = lazy(() => import('../../care/components/claims-board').then((m) => ({ default: m.ClaimsBoard })));

/** Long enough to skip most keystrokes, short enough that results feel immediate. */
const SEARCH_DEBOUNCE_MS = 100;

export interface ModalState {
  mode: InvoiceModalMode;
  order: Order | null;
}

export function DashboardTab() {
  const t = useT('admin', en);
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  // ?q=SL-… shows one order (the scan page, the Today board and Claims link here); ?view=today the
  // Today board, ?view=claims the claims (docs/decisions/0057).
  const askedSearch = params.get('q');
  const view = params.get('view');
  const board = view === 'today';
  const claims = view === 'claims';
  const [search, setSearch] = useState(askedSearch ?? '');
  const [service, setService] = useState<OrderFilters['service']>();
  const [delivery, setDelivery] = useState<OrderFilters['delivery']>();
  const [choice, setChoice] = useState<TileChoice>();
  const status = choice === 'late' ? undefined : choice;
  const late = choice === 'late' ? true : undefined;
  // The Today view: the day is read when it is chosen, in the shop's time zone (IST).
  const [pickupDate, setPickupDate] = useState<string>();
  // A new ?q= (a link followed while the dashboard is open) searches for it, with nothing else narrowing the list.
  const [seenSearch, setSeenSearch] = useState(askedSearch);
  if (askedSearch !== seenSearch) {
    setSeenSearch(askedSearch);
    if (askedSearch !== null) {
      setSearch(askedSearch);
      setService(undefined);
      setDelivery(undefined);
      setChoice(undefined);
      setPickupDate(undefined);
    }
  }
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const filters = useMemo(
    () => canonicalFilters({ q: debouncedSearch, service, delivery, status, pickupDate, late }),
    [debouncedSearch, service, delivery, status, pickupDate, late],
  );
  const stats = useOrderStats();
  const tickets = useTickets();
  const exports = useOrderExports();
  const [modal, setModal] = useState<ModalState | null>(null);
  // Kept as a key, so the line follows a change of language.
  const [notice, setNotice] = useState<{ key: AdminKey; values?: Values } | null>(null);
  const [cardsShown, setCardsShown] = useState(false);
  const wide = useMediaQuery('(min-width: 641px)');
  const [chartsOpen, setChartsOpen] = useState(false);
  const showCharts = wide || chartsOpen;
  const onFirstCards = useCallback(() => setCardsShown(true), []);
  useEffect(() => (cardsShown ? prefetchWhenIdle([loadInvoiceModal]) : undefined), [cardsShown]);
  // Stable, so a re-render of the dashboard does not redraw every memoised card.
  const openPricing = useCallback((order: Order) => setModal({ mode: order.items.length > 0 ? 'edit' : 'pickup', order }), []);

  /** Back to the list: the Today board closes; the address's search goes once the shop types its own. */
  const leave = (keys: readonly ('view' | 'q')[]) => {
    if (!keys.some((key) => params.has(key))) return;
    const rest = new URLSearchParams(params);
    for (const key of keys) rest.delete(key);
    setParams(rest, { replace: true });
  };
  const onSearch = (value: string) => {
    setSearch(value);
    leave(['view', 'q']);
  };
  const onChoice = (next: TileChoice) => {
    setChoice(next);
    leave(['view']);
  };

  const refreshOrders = () => {
    setNotice(null);
    void client.resetQueries({ queryKey: adminKeys.orders });
    void client.invalidateQueries({ queryKey: adminKeys.stats });
  };
  const refreshTickets = async () => {
    setNotice({ key: 'dashboard.refreshingTickets' });
    const result = await tickets.refetch();
    if (result.isError || !result.data) setNotice({ key: 'dashboard.refreshTicketsFailed' });
    else {
      const counts = countTickets(result.data);
      setNotice({ key: 'dashboard.ticketsRefreshed', values: { total: String(counts.total), open: String(counts.open) } });
    }
  };

  return (
    <div className="dashboard">
      <DashboardToolbar
        search={search}
        onSearch={onSearch}
        service={service}
        onService={setService}
        delivery={delivery}
        onDelivery={setDelivery}
        exportState={exports.state}
        onExportAll={() => void exports.exportAll()}
        onExportFiltered={() => void exports.exportFiltered(canonicalFilters({ q: search, service, delivery, status, pickupDate, late }))}
        onRefreshOrders={refreshOrders}
        onRefreshTickets={() => void refreshTickets()}
        onManualInvoice={() => setModal({ mode: 'manual', order: null })}
        folded={!wide}
      />
      <p className="dashboard-notice" role="status">
        {notice ? t(notice.key, notice.values) : ''}
      </p>
      <StatTiles stats={stats.data} loading={stats.isPending} choice={choice} onChoice={onChoice} />
      {/* The board (or Claims) takes the charts' place while it is open; the orders follow it. */}
      {board ? (
        <TodayBoard onClose={() => leave(['view'])} />
      ) : claims ? (
        <Suspense fallback={<p className="admin-loading">{t('page.loading')}</p>}>
          <ClaimsBoard onClose={() => leave(['view'])} />
        </Suspense>
      ) : (
        <>
          {/* On phones the charts fold away behind a button, so the orders come first. */}
          <button
            type="button"
            className="btn btn-secondary btn-sm charts-toggle"
            aria-expanded={showCharts}
            aria-controls="order-charts"
            onClick={() => setChartsOpen((o) => !o)}
          >
            {showCharts ? t('dashboard.hideCharts') : t('dashboard.showCharts')}
          </button>
          {/* The charts' code is fetched once the first cards are on screen, so it never delays them. */}
          <div id="order-charts">
            {!showCharts ? null : cardsShown ? (
              <Suspense fallback={<div className="charts-placeholder" aria-hidden="true" />}>
                <OrderCharts stats={stats.data} />
              </Suspense>
            ) : (
              <div className="charts-placeholder" aria-hidden="true" />
            )}
          </div>
        </>
      )}
      <OrderList
        filters={filters}
        searching={search.trim() !== debouncedSearch.trim()}
        totalOrders={stats.data?.counts.total}
        onPrice={openPricing}
        onSettled={onFirstCards}
        compact={!wide}
        tools={<ListViewTools today={pickupDate !== undefined} onToday={(on) => setPickupDate(on ? istDate(new Date()) : undefined)} />}
      />
      {/* The last backup's outcome: the owner's to glance at, after the day's orders. */}
      {!board && !claims && <BackupCard />}
      {modal && (
        <Suspense fallback={null}>
          <InvoiceModal mode={modal.mode} order={modal.order} onClose={() => setModal(null)} />
        </Suspense>
      )}
    </div>
  );
}
