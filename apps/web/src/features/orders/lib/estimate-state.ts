import { useMemo, useState } from 'react';
import type { DeliveryType, Service } from '@laundry/shared/constants';
import { useExpressFactor } from '../../../lib/express-factor';
import { useLivePriceList } from '../../../lib/live-price-list';
import { countNote, estimateFor, estimateGroups, type CountRow, type Estimate, type EstimateGroup } from './estimate';

/** What the booking's estimate panel shows and changes. */
export interface EstimatePanelState {
  service: Service | '';
  /** null while the price list loads */
  groups: EstimateGroup[] | null;
  rows: CountRow[];
  estimate: Estimate;
  onRows: (rows: CountRow[]) => void;
  /** The approximate weight as typed, for a service priced by the kilo. */
  weight: string;
  onWeight: (text: string) => void;
  /** The weight typed is none and the customer has been told so (they left the field, or asked for the review). */
  weightRefused: boolean;
  onWeightLeft: () => void;
  /** Express costs this many times the regular price (the shop's live factor). */
  expressFactor: number;
}

export interface BookingEstimateState {
  panel: EstimatePanelState;
  estimate: Estimate;
  /** The line the order's notes carry for the shop (countNote). */
  note: string;
  expressFactor: number;
  /** The review was asked for: a weight that is none shows its message. */
  checkWeight: () => void;
  /** A new booking: nothing counted, no weight. */
  reset: () => void;
}

/**
 * The booking's optional count and weight, priced from the live price list and the shop's
 * Express factor by the bill's rules (estimate.ts).
 */
export function useBookingEstimate(service: Service | '', delivery: DeliveryType): BookingEstimateState {
  const [rows, setRows] = useState<CountRow[]>([]);
  const [weight, setWeight] = useState('');
  // The weight's message waits until the customer has left the field: "4." is on its way to "4.5".
  const [weightLeft, setWeightLeft] = useState(false);
  const prices = useLivePriceList();
  const expressFactor = useExpressFactor();
  const groups = useMemo(() => (prices.data ? estimateGroups(prices.data) : prices.isError ? [] : null), [prices.data, prices.isError]);
  const estimate = estimateFor(rows, groups ?? [], service, { weight, delivery, perKg: prices.data?.perKg, expressFactor });
  return {
    panel: {
      service,
      groups,
      rows,
      estimate,
      onRows: setRows,
      weight,
      onWeight: setWeight,
      weightRefused: weightLeft && estimate.weightInvalid,
      onWeightLeft: () => setWeightLeft(true),
      expressFactor,
    },
    estimate,
    note: countNote(estimate),
    expressFactor,
    checkWeight: () => setWeightLeft(true),
    reset: () => {
      setRows([]);
      setWeight('');
      setWeightLeft(false);
    },
  };
}
