import { useRef } from 'react';
import type { DeliveryType } from '@laundry/shared/constants';
import { manualOrderBody, pricingBody, type Order, type PricingBody } from '@laundry/shared/contracts/orders';
import { useT } from '../../../../../i18n/use-t';
import { ApiError, errorText } from '../../../../../lib/api-client';
import { useCreateManualOrder } from '../api/create-manual-order';
import { useSaveEditedPricing } from '../api/save-edited-pricing';
import { useSavePickupPricing } from '../api/save-pickup-pricing';
import { freeQuestion, weightProblems } from '../lib/draft-rows';
import { pricingPayload, type DraftFigures, type PricingDraft } from '../lib/invoice-draft';
import en from '../locales/en.json';
import { manualOrderRequest, requestProblemText, type ManualFields } from '../lib/manual-order';
import { waiverReasonMissing } from './bill-rule-lines';
import { useFreeQuestion } from './free-question';
import type { InvoiceModalMode } from './invoice-modal';

/** What a save is made of: the modal's state as it stands. */
export interface PricingToSend {
  mode: InvoiceModalMode;
  order: Order | null;
  fields: ManualFields;
  draft: PricingDraft;
  /** The figures the preview shows: whether GST is on, and the total. */
  figures: Pick<DraftFigures, 'gst' | 'total'>;
  /** The order's delivery, or the manual block's. */
  delivery: DeliveryType;
}

/** How a save ended: saved (with a notice for a created order), refused (why, and whether fields are to be marked), or not wanted (₹0 declined). */
export type SendOutcome = { saved: Order; notice: string } | { problem: string; markFields: boolean } | null;

/** What a save would send, as one text: equal texts mean nothing changed since the last save. */
export function savedKeyOf(draft: PricingDraft): string {
  return JSON.stringify(pricingPayload(draft));
}

/**
 * Saving the editor: the checks the API would make, in the editor's words, before anything is
 * sent; the ₹0 question (docs/decisions/0066) and confirmFree for a ₹0 tax invoice; then Pickup
 * & Price, Edit Pricing or a new manual order.
 */
export function useSendPricing() {
  const t = useT('invoice-editor', en);
  const free = useFreeQuestion();
  // The payload the shop said is free of charge: asked once for it.
  const agreedRef = useRef<string | null>(null);
  const pickup = useSavePickupPricing();
  const edit = useSaveEditedPricing();
  const manual = useCreateManualOrder();
  const saving = pickup.isPending || edit.isPending || manual.isPending;

  /** The first reason the draft cannot be sent, in the editor's words; '' when it can. */
  const draftProblem = (sent: PricingDraft): string => {
    const weights = weightProblems(sent.rows);
    if (weights.length > 0) return t('error.weightRow', { n: weights[0]!, message: t('items.weightInvalid') });
    // The shop's own rows: approved stain lines alone are no bill to send (the server adds them
    // itself). The shared rule's words (NO_ITEMS_MESSAGE) in English.
    if (pricingPayload(sent).items.length === 0) return t('error.noItems');
    if (waiverReasonMissing(sent)) return t('express.reasonInvalid');
    return '';
  };

  const send = async ({ mode, order, fields, draft, figures, delivery }: PricingToSend): Promise<SendOutcome> => {
    // A waiver only means something on an Express order (manual: the Delivery chosen now).
    const sent = delivery === 'express' ? draft : { ...draft, waiveExpress: false };
    const problem = draftProblem(sent);
    if (problem) return { problem, markFields: true };
    const failed = (message: string) => ({ problem: mode === 'manual' ? t('error.manualKept', { message }) : message, markFields: false });
    // Lines at ₹0 (the spec allows them) go out only once the shop says they are free of charge.
    const key = savedKeyOf(sent);
    const asked = freeQuestion(sent, figures, order);
    if (asked && agreedRef.current !== key) {
      if (!(await free.ask(asked))) return null;
      agreedRef.current = key;
    }
    const request = async (confirmFree: boolean): Promise<SendOutcome> => {
      const extra = confirmFree ? { confirmFree: true } : {};
      if (mode === 'manual' || !order) {
        const body = { ...manualOrderRequest(fields, sent), ...extra };
        // The API's own schema, so a request it would refuse is named here, in its words, without a round trip.
        const refused = requestProblemText(manualOrderBody, body);
        if (refused) return failed(refused);
        const created = await manual.mutateAsync(body);
        const made = created.invoiceNumber
          ? t('modal.createdWithInvoice', { orderNumber: created.orderNumber, invoiceNumber: created.invoiceNumber })
          : t('modal.created', { orderNumber: created.orderNumber });
        return { saved: created, notice: created.warning ? `${made} ${t('modal.overCapacity')}` : made };
      }
      const body: PricingBody = { ...pricingPayload(sent), ...extra };
      const refused = requestProblemText(pricingBody, body);
      if (refused) return failed(refused);
      const saved = mode === 'pickup' ? await pickup.mutateAsync({ id: order._id, body }) : await edit.mutateAsync({ id: order._id, body });
      return { saved, notice: '' };
    };
    // A ₹0 tax invoice goes with confirmFree once agreed: now, or when this order was saved at ₹0.
    const confirmed = figures.gst !== null && figures.total === 0 && (asked === null || agreedRef.current === key);
    try {
      return await request(confirmed);
    } catch (err) {
      // The server found a ₹0 tax invoice this screen did not foresee (its GST settings just changed): ask, then send again.
      if (err instanceof ApiError && err.code === 'free_bill_unconfirmed' && !confirmed) {
        if (!(await free.ask({ lines: asked?.lines ?? [], freeTotal: true }))) return null;
        agreedRef.current = key;
        try {
          return await request(true);
        } catch (again) {
          return failed(errorText(again, t('error.saveFailed')));
        }
      }
      return failed(errorText(err, t('error.saveFailed')));
    }
  };

  return { send, saving, free };
}
