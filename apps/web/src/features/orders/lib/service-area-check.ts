import type { DeliveryType } from '@laundry/shared/constants';
import type { ServiceArea } from '@laundry/shared/contracts/slots';
import { pincodeOf } from '@laundry/shared/rules/pincode';

/** Why the shop cannot take a booking to this address (yet). */
export interface AreaProblem {
  kind: 'outside' | 'express';
  /** '' when the server refused a located address without a pincode */
  pincode: string;
}

/**
 * What the service area says of the booking, as the server will judge it (docs/decisions/0048):
 * the pincode field, else the last 6-digit number in the address; Express only in the express
 * subset; no pincode, or no list kept by the shop: nothing to say.
 */
export function areaProblem(
  values: { pincode: string; pickupAddress: string; delivery: DeliveryType },
  area: ServiceArea | undefined,
): AreaProblem | null {
  if (!area || area.pincodes.length === 0) return null;
  const pincode = pincodeOf(values.pincode, values.pickupAddress);
  if (!pincode) return null;
  const entry = area.pincodes.find((p) => p.pincode === pincode);
  if (!entry) return { kind: 'outside', pincode };
  if (values.delivery === 'express' && !entry.express) return { kind: 'express', pincode };
  return null;
}
