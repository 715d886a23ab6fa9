import type { AreaStatus, DeliveryType } from '@laundry/shared/constants';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { distanceKm } from '@laundry/shared/rules/geo';
import { matchWindow, weekdayOfDate, windowsForDate, type PickupRules, type PickupWindow } from '@laundry/shared/rules/slots';
import { DomainError } from '../../domain-error';

/** What the service area says about one pincode: whether the list has any entry, and this pincode's. */
export interface AreaLookup {
  /** false: the shop keeps no list, so every address is served */
  restricted: boolean;
  entry: { express: boolean } | undefined;
}

export interface AreaQuestion {
  /** '' when neither the field nor the address gave one */
  pincode: string;
  lat: number | null;
  lng: number | null;
  delivery: DeliveryType;
}

/**
 * Where a booking stands against the service area (docs/decisions/0048). A pincode decides when
 * there is one (express: in the express subset); else a located position, within the shop's
 * radius; with neither, the earlier client's booking is taken and marked `not-checked` for the
 * admin. `refuse`: a customer's booking outside is refused (409 outside-area); the admin's own
 * order is taken and marked `outside`.
 */
export function areaStatusOf(
  q: AreaQuestion,
  area: AreaLookup,
  shop: Pick<ShopPaymentSettings, 'shopLat' | 'shopLng' | 'areaRadiusKm'>,
  refuse: boolean,
): AreaStatus {
  const outside = (message: string): AreaStatus => {
    if (refuse) throw new DomainError('outside-area', message);
    return 'outside';
  };
  if (q.pincode) {
    if (!area.restricted) return 'inside';
    if (!area.entry) return outside(`Sorry, the shop does not pick up from pincode ${q.pincode} yet.`);
    if (q.delivery === 'express' && !area.entry.express) {
      return outside(`Sorry, Express does not reach pincode ${q.pincode} yet. Please choose Regular.`);
    }
    return 'inside';
  }
  if (q.lat !== null && q.lng !== null) {
    // Without the shop's own position there is nothing to measure from: the admin checks it.
    if (!area.restricted || shop.shopLat === null || shop.shopLng === null) return area.restricted ? 'not-checked' : 'inside';
    const km = distanceKm({ lat: q.lat, lng: q.lng }, { lat: shop.shopLat, lng: shop.shopLng });
    if (km > shop.areaRadiusKm) {
      return outside(
        `Sorry, the shop does not reach this location yet: it is ${Math.round(km)} km away, and pickups go up to ${shop.areaRadiusKm} km.`,
      );
    }
    return 'inside';
  }
  return 'not-checked';
}

/**
 * The pickup window a booking's pickupTime names on its date, or undefined for free text ("time to
 * agree", no place taken). `mustBeOpen`: a customer's booking into a closed window (a closed date
 * or weekday, started, or within the cut-off) is refused with 409 slot-closed; the admin's own
 * order and a subscription's pickup keep the window whatever its state.
 */
export function windowOf(
  pickupDate: string,
  pickupTime: string,
  rules: PickupRules,
  closedDates: ReadonlySet<string>,
  now: Date,
  mustBeOpen: boolean,
): PickupWindow | undefined {
  const window = matchWindow(pickupTime, windowsForDate(pickupDate, rules, closedDates, now));
  if (window) {
    if (mustBeOpen && !window.open) throw slotClosed();
    return window;
  }
  // A weekday without pickups has no windows: a label the shop uses on its other days is a
  // window asked for on a closed day, not free text.
  if (mustBeOpen && !rules.weekdays[weekdayOfDate(pickupDate)]) {
    const usual = rules.weekdays.flatMap((day) =>
      day ? windowsForDate(pickupDate, { ...rules, weekdays: rules.weekdays.map(() => day) }, closedDates, now) : [],
    );
    if (matchWindow(pickupTime, usual)) throw slotClosed();
  }
  return undefined;
}

function slotClosed(): DomainError {
  return new DomainError('slot-closed', 'That pickup window is no longer open. Please choose a later window or another day.');
}

export function slotFull(): DomainError {
  return new DomainError('slot-full', 'That pickup window is full. Please choose another window.');
}
