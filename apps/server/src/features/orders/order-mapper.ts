import type { Claim, Stain } from '@laundry/shared/contracts/care';
import { intakeItemSchema, type IntakeItem, type Order } from '@laundry/shared/contracts/orders';
import { claimWindowEnds, stainDecideBy, stainStatusOf } from '@laundry/shared/rules/care';
import { dueOf, paymentStatusOf } from '@laundry/shared/rules/ledger';
import { fromPaise } from '@laundry/shared/rules/money';
import type { ClaimRow, StainRow } from './order-care.repository';
import type { OrderWithItems } from './order-rows';
import type { EstimateOf } from './ready-by-estimate';

/** The wire shape: ids as _id, money in rupees, the customer as userId: {name, phone}. */
/** The rider's count as stored (JSON text), read defensively: a bad row shows no lines rather than failing the order. */
function intakeItems(json: string): IntakeItem[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed)
      ? parsed.flatMap((it) => {
          const r = intakeItemSchema.safeParse(it);
          return r.success ? [r.data] : [];
        })
      : [];
  } catch {
    return [];
  }
}

/** A stain as answered; a pending one past its 24 hours reads as expired (docs/decisions/0057). */
export function toStain(s: StainRow, now: Date): Stain {
  return {
    _id: s.id,
    tag: s.tag,
    item: s.item,
    service: s.service,
    kind: s.kind,
    note: s.note,
    charge: fromPaise(Number(s.charge)),
    hasPhoto: s.photoMime !== '',
    status: stainStatusOf(s.status, s.flaggedAt, now),
    flaggedAt: s.flaggedAt,
    decideBy: stainDecideBy(s.flaggedAt),
    decidedAt: s.decidedAt,
  };
}

export function toClaim(c: ClaimRow): Claim {
  return {
    _id: c.id,
    orderId: c.orderId,
    tag: c.tag,
    item: c.item,
    service: c.service,
    kind: c.kind,
    note: c.note,
    status: c.status,
    outcome: c.outcome,
    amount: c.amount === null ? null : fromPaise(Number(c.amount)),
    method: c.method === '' ? null : c.method,
    reason: c.reason,
    rewashOrderId: c.rewashOrderId,
    rewashOrderNumber: c.rewashOrderNumber,
    createdAt: c.createdAt,
    resolvedAt: c.resolvedAt,
  };
}

export function toOrder(
  { row, items, payments, report, discounts, photoIds, riderName, customerLanguage, pieces, stains, claims }: OrderWithItems,
  /** A late order's expected new time (docs/decisions/0059), from the shop's rules read once for the whole answer. */
  estimate: EstimateOf,
  /** Stains read as expired after their 24 hours by this clock. */
  now: Date = new Date(),
): Order {
  const ledger = { total: Number(row.total), paid: Number(row.paid), priced: row.pricedAt !== null, status: row.status };
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    service: row.service,
    status: row.status,
    delivery: row.delivery,
    pickupAddress: row.pickupAddress,
    lat: row.lat,
    lng: row.lng,
    pickupDate: row.pickupDate,
    pickupTime: row.pickupTime,
    phone: row.phone,
    notes: row.notes,
    userId: { _id: row.userId, name: row.customerName, phone: row.phone },
    items: items.map((it) => ({
      service: it.service,
      item: it.item,
      qty: Number(it.qty),
      rate: fromPaise(Number(it.rate)),
      amount: fromPaise(Number(it.amount)),
      // Only the lines approved stain charges added carry it (docs/decisions/0057).
      ...(it.stainId ? { stainId: it.stainId } : {}),
      // A line by piece, the shop's own, and one without names in the list answer as they always did.
      ...(it.unit === 'kg' ? { unit: 'kg' as const } : {}),
      ...(it.kind ? { kind: it.kind } : {}),
      ...(it.nameTe || it.nameHi ? { names: { te: it.nameTe, hi: it.nameHi } } : {}),
    })),
    subtotal: fromPaise(Number(row.subtotal)),
    discount: fromPaise(Number(row.discount)),
    tax: fromPaise(Number(row.tax)),
    total: fromPaise(Number(row.total)),
    roundOff: fromPaise(Number(row.roundOff)),
    expressWaiver: row.expressWaiver,
    customerLanguage,
    invoiceNumber: row.invoiceNumber,
    pricedAt: row.pricedAt,
    source: row.source,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    statusTimes: {
      Pending: row.pendingAt,
      'In Progress': row.inProgressAt,
      Delivering: row.deliveringAt,
      Completed: row.completedAt,
      Cancelled: row.cancelledAt,
    },
    paid: fromPaise(ledger.paid),
    due: fromPaise(dueOf(ledger)),
    paymentStatus: paymentStatusOf(ledger),
    payments: payments.map((p) => ({
      _id: p.id,
      method: p.method,
      amount: fromPaise(Number(p.amount)),
      reference: p.reference,
      note: p.note,
      source: p.source,
      correctsId: p.correctsId,
      refundsId: p.refundsId,
      recordedByName: p.recordedByName,
      createdAt: p.createdAt,
      receiptNumber: p.receiptNumber,
      balanceAfter: p.balanceAfter === null ? null : fromPaise(Number(p.balanceAfter)),
    })),
    paymentReport: report
      ? {
          _id: report.id,
          amount: fromPaise(Number(report.amount)),
          reference: report.reference,
          status: report.status,
          reason: report.reason,
          createdAt: report.createdAt,
          decidedAt: report.decidedAt,
        }
      : null,
    discounts: discounts.map((d) => ({
      kind: d.kind,
      label: d.label,
      percent: d.percent === null ? null : Number(d.percent),
      amount: fromPaise(Number(d.amount)),
    })),
    cgst: fromPaise(Number(row.cgst)),
    sgst: fromPaise(Number(row.sgst)),
    igst: fromPaise(Number(row.igst)),
    customerGstin: row.customerGstin,
    placeOfSupply: row.placeOfSupply,
    subscriptionId: row.subscriptionId,
    pincode: row.pincode,
    areaStatus: row.areaStatus,
    slot: row.slotStart && row.slotEnd ? { start: row.slotStart, end: row.slotEnd } : null,
    readyBy: row.readyBy,
    readyByWas: row.readyByWas,
    readyByNote: row.readyByNote,
    readyByMovedAt: row.readyByMovedAt,
    readyByEstimate: estimate(row),
    rider: row.riderId ? { _id: row.riderId, name: riderName } : null,
    deliverySlotStart: row.deliverySlotStart,
    intake:
      row.intakeAt !== null && row.pieces !== null
        ? {
            pieces: Number(row.pieces),
            items: intakeItems(row.intakeItems),
            notes: row.intakeNotes,
            photos: photoIds.map((id) => ({ _id: id })),
            at: row.intakeAt,
            confirmedAt: row.piecesConfirmedAt,
          }
        : null,
    onTheWayAt: row.onTheWayAt,
    notAvailable: row.notAvailableAt ? { reason: row.notAvailableReason, at: row.notAvailableAt } : null,
    pieces: pieces.map((p) => ({ tag: p.tag, service: p.service, item: p.item, state: p.state })),
    piecesReady: pieces.length > 0 && pieces.every((p) => p.state === 'ready'),
    rack: row.rack,
    stains: stains.map((s) => toStain(s, now)),
    claims: claims.map(toClaim),
    claimUntil: row.status === 'Completed' ? claimWindowEnds(row.completedAt) : null,
    rewashOf: row.rewashOf,
  };
}

export function encodeCursor(order: { createdAt: string; _id: string }): string {
  return Buffer.from(JSON.stringify([order.createdAt, order._id])).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // Both parts are our own ISO time and id: printable ASCII, short.
    const plain = (v: unknown): v is string => typeof v === 'string' && /^[\x20-\x7e]{1,64}$/.test(v);
    if (Array.isArray(value) && value.length === 2 && plain(value[0]) && plain(value[1])) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // fall through: a garbled cursor is bad input
  }
  return null;
}
