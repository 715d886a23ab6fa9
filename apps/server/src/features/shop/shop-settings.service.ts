import type { Actor } from '../../lib/actor';
import { DEFAULT_CUTOFF_MINUTES, DEFAULT_WINDOW_CAPACITY, SHOP_STATE_CODE } from '@laundry/shared/constants';
import { DEFAULT_EXPRESS_FACTOR_PCT } from '@laundry/shared/rules/bill';
import { SHOP_PROFILE_DEFAULTS } from '@laundry/shared/rules/shop-profile';
import { DEFAULT_PICKUP_RULES, type PickupRules } from '@laundry/shared/rules/slots';
import { z } from 'zod';
import { dayWindowsSchema, type ShopPaymentSettings, type ShopSettingsPatchBody } from '@laundry/shared/contracts/shop';
import { Kept } from '../../lib/kept';
import type { DomainEvents } from '../../realtime/domain-events';
import type { ShopSettingsRepository, ShopSettingsRow } from './shop-settings.repository';

/** First-start values (docs/decisions/0046): the shop changes them in the admin's Settings tab. */
export const SHOP_SETTINGS_DEFAULTS = {
  // No UPI ID until the shop enters its own: until then customers pay cash on delivery (docs/decisions/0083).
  upiId: '',
  upiName: '',
  // No GSTIN until the shop enters its own: an invoice must never carry a made-up one.
  gstin: '',
  stateCode: SHOP_STATE_CODE,
  bulkMinPieces: 0,
  bulkPercent: 0,
  // Spec section 9: Express is a 1.5x charge (docs/decisions/0066).
  expressFactorPct: DEFAULT_EXPRESS_FACTOR_PCT,
  // The business profile (docs/decisions/0048): what the site showed before the shop set its own.
  ...SHOP_PROFILE_DEFAULTS,
  pickupWindows: JSON.stringify(DEFAULT_PICKUP_RULES.weekdays),
  windowCapacity: DEFAULT_WINDOW_CAPACITY,
  cutoffMinutes: DEFAULT_CUTOFF_MINUTES,
  // Kakinada, Main Road: where routes start and the centre of the area a located customer is checked against.
  shopLat: 16.9891,
  shopLng: 82.2475,
  areaRadiusKm: 12,
  instagramUrl: '',
  facebookUrl: '',
  youtubeUrl: '',
  setupConfirmed: '{}',
  offersPlans: 1,
  offersBulk: 1,
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
    expressFactor: Number(row.expressFactorPct) / 100,
    name: row.name,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    address: row.address,
    mapLink: row.mapLink,
    hours: row.hours,
    pickupWindows: readWeekdays(row.pickupWindows),
    windowCapacity: Number(row.windowCapacity),
    cutoffMinutes: Number(row.cutoffMinutes),
    shopLat: row.shopLat === null ? null : Number(row.shopLat),
    shopLng: row.shopLng === null ? null : Number(row.shopLng),
    areaRadiusKm: Number(row.areaRadiusKm),
    instagramUrl: row.instagramUrl,
    facebookUrl: row.facebookUrl,
    youtubeUrl: row.youtubeUrl,
    offersPlans: Number(row.offersPlans) === 1,
    offersBulk: Number(row.offersBulk) === 1,
  };
}

/** The stored weekdays (JSON), read defensively: a damaged value falls back to the spec's hours rather than failing every booking. */
function readWeekdays(json: string): ShopPaymentSettings['pickupWindows'] {
  try {
    const parsed = z.array(dayWindowsSchema.nullable()).length(7).safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  return DEFAULT_PICKUP_RULES.weekdays;
}

/** The go-live items the owner confirmed, and when. */
export function readConfirmed(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
  } catch {
    // fall through
  }
  return {};
}

/** The shop's pickup rules as the slot rules read them. */
export function pickupRulesOf(settings: ShopPaymentSettings): PickupRules {
  return { weekdays: settings.pickupWindows, capacity: settings.windowCapacity, cutoffMinutes: settings.cutoffMinutes };
}

export class ShopSettingsService {
  private readonly cache = new Kept<'settings', Promise<ShopPaymentSettings>>({ maxAgeMs: MAX_AGE_MS });

  constructor(
    private readonly repo: ShopSettingsRepository,
    private readonly events: DomainEvents,
    private readonly defaults: Omit<ShopSettingsRow, 'id' | 'updatedAt'> = SHOP_SETTINGS_DEFAULTS,
  ) {}

  /** Read on every pricing and payment link: kept for a few seconds. */
  get(): Promise<ShopPaymentSettings> {
    return this.cache.load('settings', () => this.repo.read(this.defaults).then(toSettings));
  }

  /** The stored row as it is (the go-live checklist reads its confirmations). */
  row(): Promise<ShopSettingsRow> {
    return this.repo.read(this.defaults);
  }

  /** Marks a go-live item confirmed now (docs/decisions/0083). */
  async confirm(item: string, at: Date, by: Actor | null): Promise<void> {
    const row = await this.repo.read(this.defaults);
    const confirmed = readConfirmed(row.setupConfirmed);
    await this.repo.update({ setupConfirmed: JSON.stringify({ ...confirmed, [item]: at.toISOString() }) }, at.toISOString(), by);
    this.cache.clear();
  }

  async update(patch: ShopSettingsPatchBody, by: Actor | null): Promise<ShopPaymentSettings> {
    await this.repo.read(this.defaults);
    const { pickupWindows, expressFactor, offersPlans, offersBulk, ...rest } = patch;
    await this.repo.update(
      {
        ...rest,
        ...(pickupWindows ? { pickupWindows: JSON.stringify(pickupWindows) } : {}),
        ...(expressFactor !== undefined ? { expressFactorPct: Math.round(expressFactor * 100) } : {}),
        ...(offersPlans !== undefined ? { offersPlans: offersPlans ? 1 : 0 } : {}),
        ...(offersBulk !== undefined ? { offersBulk: offersBulk ? 1 : 0 } : {}),
      },
      new Date().toISOString(),
      by,
    );
    this.cache.clear();
    const settings = await this.get();
    this.events.emit('shopChanged', settings);
    return settings;
  }
}
