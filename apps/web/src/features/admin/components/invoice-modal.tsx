import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { manualOrderBody, pricingBody, type Order } from '@laundry/shared/contracts/orders';
import { InvoicePreview } from '../../../components/invoice/invoice-preview';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import type { InvoiceData } from '../../../lib/invoice/invoice-data';
import { useShopSettings } from '../../../lib/shop-settings';
import { useCreateManualOrder } from '../api/create-manual-order';
import { useSaveEditedPricing } from '../api/save-edited-pricing';
import { useSavePickupPricing } from '../api/save-pickup-pricing';
import { defaultRow, draftFigures, draftFromOrder, pricingPayload, previewContext, type PricingDraft } from '../lib/invoice-draft';
import en from '../invoice-editor/locales/en.json';
import { defaultManualFields, manualOrderRequest, previewData, requestProblemText, type ManualFields } from '../lib/manual-order';
import { InvoiceShareButtons } from './invoice-share-buttons';
import { ItemEditor } from './item-editor';
import { ManualOrderFields } from './manual-order-fields';
import { PricingTotals } from './pricing-totals';
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

function initialDraft(order: Order | null): PricingDraft {
  if (order && order.items.length > 0) return draftFromOrder(order);
  return { rows: [defaultRow()], discount: '0', discountMode: 'amount', tax: '0', gstin: order?.customerGstin ?? '' };
}

/** What a save would send, as one text: equal texts mean nothing changed since the last save. */
function savedKeyOf(draft: PricingDraft): string {
  return JSON.stringify(pricingPayload(draft));
}

/** The key of what the server holds: only an order with an invoice number has been priced. */
function initialSavedKey(order: Order | null): string | null {
  return order?.invoiceNumber ? savedKeyOf(initialDraft(order)) : null;
}

interface Props {
  mode: InvoiceModalMode;
  order: Order | null;
  onClose: () => void;
}

export function InvoiceModal(props: Props) {
  const t = useT('invoice-editor', en);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const exportRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const [mode, setMode] = useState(props.mode);
  const [order, setOrder] = useState(props.order);
  const [draft, setDraft] = useState(() => initialDraft(props.order));
  const [fields, setFields] = useState<ManualFields>(() => defaultManualFields());
  const [openedAt] = useState(() => new Date().toISOString());
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [savedKey, setSavedKey] = useState(() => initialSavedKey(props.order));
  const pickup = useSavePickupPricing();
  const edit = useSaveEditedPricing();
  const manual = useCreateManualOrder();
  const saving = pickup.isPending || edit.isPending || manual.isPending;
  // The shop's GST and bulk settings and the order's plan and referral, so the figures shown are the ones a save gives.
  const shop = useShopSettings().data;
  const context = useMemo(() => previewContext(shop, order, draft), [shop, order, draft]);
  const figures = useMemo(() => draftFigures(draft, context), [draft, context]);
  const data = useMemo(() => previewData(order, fields, draft, openedAt, context), [order, fields, draft, openedAt, context]);
  const { onClose } = props;
  const unsaved = savedKey === null || savedKey !== savedKeyOf(draft);

  // A modal <dialog>: the page behind is inert and focus stays inside until it closes.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocus = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      returnFocus?.focus?.();
    };
  }, []);

  const close = () => {
    if (!saving) onClose();
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) close();
  };
  const changeDraft = (patch: Partial<PricingDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError('');
  };

  /** Sends the editor to the server; answers the saved order, or null with the error shown. */
  const persist = async (): Promise<Order | null> => {
    setError('');
    setNotice('');
    // The shop's own rows: approved stain lines alone are no bill to send (the server adds them itself).
    if (pricingPayload(draft).items.length === 0) {
      // The shared rule's words (NO_ITEMS_MESSAGE) in English.
      setError(t('error.noItems'));
      return null;
    }
    const failed = (message: string) => {
      setError(mode === 'manual' ? t('error.manualKept', { message }) : message);
      return null;
    };
    try {
      if (mode === 'manual' || !order) {
        const request = manualOrderRequest(fields, draft);
        // The API's own schema, so a request it would refuse is named here, in its words, without a round trip.
        const problem = requestProblemText(manualOrderBody, request);
        if (problem) return failed(problem);
        const created = await manual.mutateAsync(request);
        const made = created.invoiceNumber
          ? t('modal.createdWithInvoice', { orderNumber: created.orderNumber, invoiceNumber: created.invoiceNumber })
          : t('modal.created', { orderNumber: created.orderNumber });
        setNotice(created.warning ? `${made} ${t('modal.overCapacity')}` : made);
        return created;
      }
      const body = pricingPayload(draft);
      const problem = requestProblemText(pricingBody, body);
      if (problem) return failed(problem);
      return mode === 'pickup' ? await pickup.mutateAsync({ id: order._id, body }) : await edit.mutateAsync({ id: order._id, body });
    } catch (err) {
      return failed(errorText(err, t('error.saveFailed')));
    }
  };

  /** The modal now holds the saved order: its invoice number, and Edit Pricing from here on. */
  const showSaved = (saved: Order): PricingDraft => {
    const next = initialDraft(saved);
    setOrder(saved);
    setMode('edit');
    setDraft(next);
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
    return previewData(saved, fields, next, openedAt, previewContext(shop, saved, next));
  };

  const customer = mode === 'manual' && !order ? fields.customerName.trim() || t('modal.walkIn') : order?.userId.name || t('modal.customer');
  const label = order
    ? t('modal.order', { orderNumber: order.orderNumber })
    : fields.orderNumber
      ? t('modal.newOrderNumbered', { orderNumber: fields.orderNumber })
      : t('modal.newOrder');

  return (
    <dialog
      ref={dialogRef}
      className="invoice-dialog"
      aria-labelledby={titleId}
      onClick={onBackdrop}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
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
            />
            <PricingTotals draft={draft} figures={figures} onChange={changeDraft} disabled={saving} />
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
    </dialog>
  );
}
