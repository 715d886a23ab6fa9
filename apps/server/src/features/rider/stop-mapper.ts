import type { IntakeItem } from '@laundry/shared/contracts/orders';
import { intakeItemSchema } from '@laundry/shared/contracts/orders';
import type { RiderActionAnswer } from '@laundry/shared/contracts/rider';
import { dueOf } from '@laundry/shared/rules/ledger';
import { fromPaise } from '@laundry/shared/rules/money';
import type { StopRow } from './rider.repository';
import { stopKindOf, stopWindow, type Calendar } from './stop-plan';

/** The rider's lines as stored (JSON), read defensively: a damaged row shows no lines rather than failing the stop. */
function intakeLines(json: string): IntakeItem[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((line) => {
      const r = intakeItemSchema.safeParse(line);
      return r.success ? [r.data] : [];
    });
  } catch {
    return [];
  }
}

/** What is still to pay, in paise: nothing for a pickup (the order is not priced before it). */
export function duePaise(row: Pick<StopRow, 'total' | 'paid' | 'pricedAt' | 'status'>): number {
  return dueOf({ total: Number(row.total), paid: Number(row.paid), priced: row.pricedAt !== null, status: row.status });
}

/**
 * One stop as the rider sees it: who, where, when, what to collect. Nothing of the bill but the
 * amount due; the intake (with its photos' ids) once the order is picked up.
 */
export function toStop(row: StopRow, photoIds: readonly string[], calendar: Calendar): RiderActionAnswer {
  const kind = stopKindOf(row.status);
  const window = stopWindow(row, calendar);
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    kind,
    status: row.status,
    customerName: row.customerName,
    phone: row.phone,
    address: row.pickupAddress,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    window: window.label,
    windowStart: window.start,
    notes: row.notes,
    service: row.service,
    delivery: row.delivery,
    amountToCollect: kind === 'delivery' ? fromPaise(duePaise(row)) : 0,
    rack: kind === 'delivery' ? row.rack : '',
    intake:
      row.intakeAt !== null && row.pieces !== null
        ? {
            pieces: Number(row.pieces),
            items: intakeLines(row.intakeItems),
            notes: row.intakeNotes,
            photos: photoIds.map((id) => ({ _id: id })),
            at: row.intakeAt,
            confirmedAt: row.piecesConfirmedAt,
          }
        : null,
    onTheWay: row.onTheWayAt !== null,
    notAvailable: row.notAvailableAt ? { reason: row.notAvailableReason, at: row.notAvailableAt } : null,
  };
}
