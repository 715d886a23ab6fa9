import { useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Order } from '@laundry/shared/contracts/orders';
import { InvoicePreview } from '../../invoice-preview';
import { ModalDialog } from '../../../../../components/modal-dialog';
import { useT } from '../../../../../i18n/use-t';
import type { InvoiceData } from '../../invoice-data';
import { useLivePriceList } from '../../../../../lib/live-price-list';
import { useShopSettings } from '../../../../../lib/shop-settings';
import { previewContext, shopExpressPct } from '../lib/bill-context';
import { openingDraft, withListRates, type ListRates } from '../lib/draft-rows';
import { draftFigures, type PricingDraft } from '../lib/invoice-draft';
import en from '../locales/en.json';
import { defaultManualFields, previewData, type ManualFields } from '../lib/manual-order';
import { priceSuggestions } from '../lib/price-suggestions';
import { BillRuleLines } from './bill-rule-lines';
import { FreeQuestionPanel } from './free-question';
import { InvoiceShareButtons } from './invoice-share-buttons';
import { ItemEditor } from './item-editor';
import { ManualOrderFields } from './manual-order-fields';
import { PricingTotals } from './pricing-totals';
import { savedKeyOf, useSendPricing } from './use-send-pricing';
import './invoice-modal.css';

/** A sign, not a word: the button is named by its aria-label. */
const CLOSE_MARK = '✕';

export type InvoiceModalMode = 'pickup' | 'edit' | 'manual';

const TITLES = { pickup: 'modal.title.pickup', manual: 'modal.title.manual', edit: 'modal.title.edit' } as const satisfies Record<
  InvoiceModalMode,
  keyof typeof en
>;
const SAVE_LABELS = { pickup: 'modal.save.pickup', manual: 'modal.save.manual', edit: 'modal.save.edit' } as const satisfies Record<
  InvoiceModalMode,
  keyof typeof en
>;

/** The key of what the server holds: only an order with an invoice number has been priced. */
function initialSavedKey(order: Order | null): string | null {
  return order?.invoiceNumber ? savedKeyOf(openingDraft(order)) : null;
}

interface Props {
  mode: InvoiceModalMode;
  order: Order | null;
  onClose: () => void;
  /** Told of each saved version of the order (a walk-in's booking screen shows it after pricing). */
  onSaved?: (order: Order) => void;
}

export function InvoiceModal(props: Props) {
  const t = useT('invoice-editor', en);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const exportRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const [mode, setMode] = useState(props.mode);
  const [order, setOrder] = useState(props.order);
  const [held, setDraft] = useState(() => openingDraft(props.order));
  const [fields, setFields] = useState<ManualFields>(() => defaultManualFields());
  const [openedAt] = useState(() => new Date().toISOString());
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [savedKey, setSavedKey] = useState(() => initialSavedKey(props.order));
  const { send, saving, free } = useSendPricing();
  // The price list: counted rows take its rates as soon as it is here.
  const prices = useLivePriceList().data;
  const rates = useMemo<ListRates | null>(() => (prices ? { list: priceSuggestions(prices), perKg: prices.perKg } : null), [prices]);
  const draft = useMemo(() => withListRates(held, rates), [held, rates]);
  // The shop's GST, bulk and Express settings and the order's plan and referral, so the figures shown are the ones a save gives.
  const shop = useShopSettings().data;
  const delivery = order?.delivery ?? fields.delivery;
  const context = useMemo(() => previewContext(shop, order, draft, { perKg: prices?.perKg, delivery }), [shop, order, draft, prices, delivery]);
  const figures = useMemo(() => draftFigures(draft, context), [draft, context]);
  const data = useMemo(() => previewData(order, fields, draft, openedAt, context), [order, fields, draft, openedAt, context]);
  const expressPct = shopExpressPct(shop);
  const expressPercent = delivery === 'express' && expressPct > 100 ? expressPct - 100 : null;
  const { onClose } = props;
  const unsaved = savedKey === null || savedKey !== savedKeyOf(draft);

  const close = () => {
    if (!saving) onClose();
  };
  const changeDraft = (patch: Partial<PricingDraft>) => {
    // The question was about the lines as they were.
    free.dismiss();
    setDraft({ ...draft, ...patch });
    setError('');
  };
  const declineFree = () => {
    free.answer(false);
    // Straight to the first rate to fill in.
    const index = draft.rows.findIndex((r) => Number(r.rate) === 0);
    dialogRef.current?.querySelector<HTMLInputElement>(`[data-rate-row="${index + 1}"]`)?.focus();
  };

  /** Sends the editor to the server; answers the saved order, or null with the error shown. */
  const persist = async (): Promise<Order | null> => {
    setError('');
    setNotice('');
    const outcome = await send({ mode, order, fields, draft, figures, delivery });
    if (outcome && 'saved' in outcome) {
      if (outcome.notice) setNotice(outcome.notice);
      props.onSaved?.(outcome.saved);
      return outcome.saved;
    }
    if (outcome) {
      if (outcome.markFields) setShowErrors(true);
      setError(outcome.problem);
    }
    return null;
  };

  /** The modal now holds the saved order: its invoice number, and Edit Pricing from here on. */
  const showSaved = (saved: Order): PricingDraft => {
    const next = openingDraft(saved);
    setOrder(saved);
    setMode('edit');
    setDraft(next);
    setShowErrors(false);
    setSavedKey(initialSavedKey(saved));
    return next;
  };

  const save = async () => {
    const wasManual = mode === 'manual' || !order;
    const saved = await persist();
    if (!saved) return;
    // Spec section 4: a created manual order stays open, now an existing one; a priced one closes.
    if (wasManual) showSaved(saved);
    else onClose();
  };

  /** Before anything is sent: unsaved changes are saved, and the image's copy redrawn with the real number. */
  const prepareToSend = async (): Promise<InvoiceData | null> => {
    if (!unsaved) return data;
    const wasManual = mode === 'manual' || !order;
    const saved = await persist();
    if (!saved) return null;
    let next = draft;
    flushSync(() => {
      next = showSaved(saved);
    });
    if (!wasManual) setNotice(t('modal.savedWithInvoice', { invoiceNumber: saved.invoiceNumber ?? '' }));
    return previewData(saved, fields, next, openedAt, previewContext(shop, saved, next, { perKg: prices?.perKg, delivery: saved.delivery }));
  };

  const customer = mode === 'manual' && !order ? fields.customerName.trim() || t('modal.walkIn') : order?.userId.name || t('modal.customer');
  const label = order
    ? t('modal.order', { orderNumber: order.orderNumber })
    : fields.orderNumber
      ? t('modal.newOrderNumbered', { orderNumber: fields.orderNumber })
      : t('modal.newOrder');

  return (
    <ModalDialog className="invoice-dialog" labelledBy={titleId} onClose={onClose} busy={saving} holdPage dialogRef={dialogRef}>
      <div className="invoice-modal">
        <header className="invoice-modal-head">
          <div>
            <h2 id={titleId}>{t(TITLES[mode])}</h2>
            <p className="invoice-modal-sub">
              {label} · {customer}
            </p>
          </div>
          <button type="button" className="invoice-close" aria-label={t('modal.close')} onClick={close} disabled={saving}>
            {CLOSE_MARK}
          </button>
        </header>
        <div className="invoice-modal-body">
          <form
            className="invoice-editor"
            aria-label={t('modal.editor')}
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            {mode === 'manual' && <ManualOrderFields fields={fields} onChange={setFields} disabled={saving} />}
            <ItemEditor
              rows={draft.rows}
              amounts={figures.rowAmounts}
              locked={draft.locked}
              onChange={(rows) => changeDraft({ rows })}
              disabled={saving}
              showErrors={showErrors}
            />
            <BillRuleLines
              lines={figures.items.filter((it) => it.kind)}
              expressPercent={expressPercent}
              draft={draft}
              onChange={changeDraft}
              disabled={saving}
              showErrors={showErrors}
            />
            <PricingTotals draft={draft} figures={figures} onChange={changeDraft} disabled={saving} settingsKnown={shop !== undefined} />
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            {notice && (
              <p className="form-success" role="status">
                {notice}
              </p>
            )}
            {free.question && <FreeQuestionPanel question={free.question} onYes={() => free.answer(true)} onNo={declineFree} />}
            <div className="invoice-editor-actions">
              <button type="button" className="btn btn-secondary" onClick={close} disabled={saving}>
                {t('modal.cancel')}
              </button>
              <button type="submit" className="btn" disabled={saving}>
                {saving ? t('modal.saving') : t(SAVE_LABELS[mode])}
              </button>
            </div>
            {/* Sending comes after saving, so following the screen down never sends a draft. */}
            <InvoiceShareButtons data={data} target={exportRef} unsaved={unsaved} saving={saving} prepare={prepareToSend} />
          </form>
          <div className="invoice-preview-pane" aria-label={t('modal.preview')} role="region">
            <InvoicePreview data={data} />
          </div>
        </div>
      </div>
      {/* A full-size copy, out of sight, is what the PNG is made from: the same image on any screen. */}
      <div className="invoice-export-copy" aria-hidden="true" inert>
        <InvoicePreview ref={exportRef} data={data} />
      </div>
    </ModalDialog>
  );
}
