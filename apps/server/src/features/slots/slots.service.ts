import type { Kysely } from 'kysely';
import type { SlotsAnswer } from '@laundry/shared/contracts/slots';
import { windowsForDate } from '@laundry/shared/rules/slots';
import type { Database } from '../../db/schema';
import type { ServiceAreaRepository, ShopSettingsService } from '../shop/shop.public';
import { pickupRulesOf } from '../shop/shop.public';
import { slotPlaces } from './slot-places.repository';

/** A day's pickup windows with their places left (docs/decisions/0048), for the booking form. */
export class SlotsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly shop: ShopSettingsService,
    private readonly serviceArea: ServiceAreaRepository,
  ) {}

  async forDate(date: string, now = new Date()): Promise<SlotsAnswer> {
    const [settings, closed] = await Promise.all([this.shop.get(), this.serviceArea.listClosedDates()]);
    const windows = windowsForDate(date, pickupRulesOf(settings), new Set(closed.map((d) => d.date)), now);
    const taken = await slotPlaces.taken(
      this.db,
      windows.map((w) => w.start),
    );
    const capacity = settings.windowCapacity;
    return {
      date,
      // A window overbooked by the admin shows 0 left, never less.
      windows: windows.map((w) => ({ ...w, capacity, left: Math.max(0, capacity - (taken.get(w.start) ?? 0)) })),
      cutoffMinutes: settings.cutoffMinutes,
    };
  }
}
