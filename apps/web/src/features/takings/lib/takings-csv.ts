import type { Takings } from '@laundry/shared/contracts/takings';
import { toCsv, type CsvValue } from '@laundry/shared/rules/csv';
import { istParts, pad } from '@laundry/shared/rules/ist';

/**
 * The day-end as a file for the accountant. As the dashboard's exports (spec section 7), the
 * headers and figure names stay English in every language, amounts are plain rupee numbers a
 * sheet can add up, and the shared toCsv writes the BOM, the quoting and the formula guard (the
 * count's note is the admin's own text).
 */
export const TAKINGS_COLUMNS = ['Date', 'Figure', 'Count', 'Amount (INR)', 'Note'] as const;

export function takingsFileName(date: string): string {
  return `takings_${date}.csv`;
}

function shopTime(iso: string): string {
  const p = istParts(new Date(iso));
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

export function takingsCsv(takings: Takings): string {
  const { date, byMethod, cash } = takings;
  const row = (figure: string, count: CsvValue, amount: CsvValue, note: CsvValue = ''): CsvValue[] => [date, figure, count, amount, note];
  const rows: CsvValue[][] = [
    row('UPI', '', byMethod.upi),
    row('Cash', '', byMethod.cash),
    row('Card', '', byMethod.card),
    row('Net banking', '', byMethod.netbanking),
    ...(takings.prepaidPacks.count > 0
      ? [row('Prepaid packs', takings.prepaidPacks.count, takings.prepaidPacks.amount, 'Packs sold: money in')]
      : []),
    row('Money in (total)', '', takings.total),
    row('Store credit used', '', byMethod.credit, 'Settled from earlier overpayments: not in the total'),
    row('Cash expected', '', cash.expected),
  ];
  if (cash.counted !== null) {
    const who = [cash.countedByName, cash.countedAt ? shopTime(cash.countedAt) : null].filter(Boolean).join(', ');
    rows.push(
      row('Cash counted', '', cash.counted, cash.note),
      row('Cash expected when counted', '', cash.expectedAtCount, who),
      row('Cash difference (counted - expected)', '', cash.difference),
    );
  }
  rows.push(row('Orders priced', takings.ordersPriced.count, takings.ordersPriced.value), row('Orders delivered', takings.ordersDelivered.count, ''));
  for (const { service, amount } of takings.revenueByService) rows.push(row(`Revenue: ${service}`, '', amount));
  return toCsv(TAKINGS_COLUMNS, rows);
}
