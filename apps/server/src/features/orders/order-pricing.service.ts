import type { Actor } from '../../lib/actor';
import type { Trx } from '../../db/db';
import type { Order, PricingInputBody } from '@laundry/shared/contracts/orders';
import { financialYear, formatInvoiceNumber } from '@laundry/shared/rules/invoice-number';
import type { DomainEvents } from '../../realtime/domain-events';
import type { ShopSettingsService } from '../shop/shop.public';
import { NO_FACTS } from './new-order';
import { orderNotFound, type OrderAnswers } from './order-answers';
import { priceWithFacts, type PriceBook, type PricingSettings } from './order-pricing';
import { storedPricingInput } from './order-pricing.repository';
import type { OrdersRepository } from './orders.repository';

/** Pricing an order: Pickup & Price, Edit Pricing, and a stain's re-pricing with its invoice kept. */
export class OrderPricingService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly events: DomainEvents,
    /** The shop's GST and bulk-discount settings, read on every pricing. */
    private readonly shop: ShopSettingsService,
    /** The price list's per-kilo rates and item names, read on every pricing. */
    private readonly book: PriceBook,
    private readonly answers: OrderAnswers,
  ) {}

  /** The shop's settings and the price list as a pricing reads them, before its transaction (SQLite has one connection). */
  async pricingSettings(): Promise<PricingSettings> {
    const [shop, book] = await Promise.all([this.shop.get(), this.book.view()]);
    return { shop, book };
  }

  /** Pickup & Price and Edit Pricing: the server computes every figure from the items. */
  async price(id: string, input: PricingInputBody, mode: 'pickup' | 'edit', by: Actor | null): Promise<Order> {
    const settings = await this.pricingSettings();
    // Refused before any transaction: a bill with no row (no_priced_items).
    priceWithFacts({ ...input, confirmFree: true }, settings, NO_FACTS);
    const now = new Date();
    const ok = await this.orders.pricing.replacePricing(id, (facts) => priceWithFacts(input, settings, facts), {
      now: now.toISOString(),
      financialYear: financialYear(now),
      formatInvoice: formatInvoiceNumber,
      advanceFromPending: mode === 'pickup',
      customerGstin: input.gstin || undefined,
      by,
    });
    if (!ok) throw orderNotFound();
    const order = await this.answers.load(id);
    this.events.emit('orderUpdated', order);
    return order;
  }

  /**
   * Prices the order again from what it stores (its own lines, manual discount, typed tax) with
   * its approved stain charges, in the caller's transaction: a stain's approval (docs/decisions/0057).
   * The invoice number stays; `shop` is read before the transaction (SQLite has one connection).
   */
  async repriceWithin(trx: Trx, id: string, settings: PricingSettings, now: Date, by: Actor | null): Promise<boolean> {
    // The shop already issued this bill: a stain's charge keeps it issued, ₹0 or not.
    const input = { ...(await storedPricingInput(trx, id)), confirmFree: true };
    return this.orders.pricing.replacePricing(
      id,
      (facts) => priceWithFacts(input, settings, facts),
      {
        now: now.toISOString(),
        financialYear: financialYear(now),
        formatInvoice: formatInvoiceNumber,
        advanceFromPending: false,
        customerGstin: undefined,
        by,
      },
      trx,
    );
  }
}
