import { SHOP_STATE_CODE } from '@laundry/shared/constants';
import type { ShopPaymentSettings, ShopSettingsPatchBody } from '@laundry/shared/contracts/shop';
import type { DomainEvents } from '../../realtime/domain-events';
import type { ShopSettingsRepository, ShopSettingsRow } from './shop-settings.repository';

/** First-start values (docs/decisions/0046): the shop changes them in the admin's Settings tab. */
export const SHOP_SETTINGS_DEFAULTS = {
  upiId: 'srilakshmilaundry@upi',
  upiName: 'Sri Lakshmi Laundry',
  // No GSTIN until the shop enters its own: an invoice must never carry a made-up one.
  gstin: '',
  stateCode: SHOP_STATE_CODE,
  bulkMinPieces: 0,
  bulkPercent: 0,
} satisfies Omit<ShopSettingsRow, 'id' | 'updatedAt'>;

/** How long another process's change may take to show here. */
const MAX_AGE_MS = 5000;

function toSettings(row: ShopSettingsRow): ShopPaymentSettings {
  return {
    upiId: row.upiId,
    upiName: row.upiName,
    gstin: row.gstin,
    stateCode: row.stateCode,
    bulkMinPieces: Number(row.bulkMinPieces),
    bulkPercent: Number(row.bulkPercent),
  };
}

export class ShopSettingsService {
  private cache: { at: number; value: Promise<ShopPaymentSettings> } | null = null;

  constructor(
    private readonly repo: ShopSettingsRepository,
    private readonly events: DomainEvents,
    private readonly defaults: Omit<ShopSettingsRow, 'id' | 'updatedAt'> = SHOP_SETTINGS_DEFAULTS,
  ) {}

  /** Read on every pricing and payment link: kept for a few seconds. */
  get(): Promise<ShopPaymentSettings> {
    const now = Date.now();
    if (!this.cache || now - this.cache.at >= MAX_AGE_MS) {
      const value = this.repo.read(this.defaults).then(toSettings);
      this.cache = { at: now, value };
      value.catch(() => {
        if (this.cache?.value === value) this.cache = null;
      });
    }
    return this.cache.value;
  }

  async update(patch: ShopSettingsPatchBody): Promise<ShopPaymentSettings> {
    await this.repo.read(this.defaults);
    await this.repo.update(patch, new Date().toISOString());
    this.cache = null;
    const settings = await this.get();
    this.events.emit('shopChanged', settings);
    return settings;
  }
}
