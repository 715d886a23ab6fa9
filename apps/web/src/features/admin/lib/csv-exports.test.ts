import { describe, expect, it } from 'vitest';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { csvDateTime, groupedTicketsCsv, ordersCsv, ticketsCsv } from './csv-exports';
import { sampleOrder } from '@laundry/shared/test/orders.fixture';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('ordersCsv', () => {
  it('has the BOM, the spec columns and one row per order in shop time', () => {
    const csv = ordersCsv([
      sampleOrder('1', {
        userId: { _id: 'u1', name: '=HYPERLINK("x")', phone: '9876543210' },
        pickupAddress: 'Flat 3, "Sai" Residency',
        delivery: 'express',
        subtotal: 195,
        discount: 20,
        tax: 5,
        total: 180,
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row] = lines(csv);
    expect(header).toBe(
      'Order Number,Customer,Service,Status,Delivery,Pickup Address,Pickup Date,Pickup Time,Phone,User,Created At,Subtotal,Discount,Tax,Total',
    );
    expect(row).toBe(
      `SL-202601051030111,"'=HYPERLINK(""x"")",Wash and Fold,Pending,Express,"Flat 3, ""Sai"" Residency",2026-01-05,09:00 AM - 11:00 AM,9876543210,9876543210,2026-01-05 10:30,195,20,5,180`,
    );
  });

  it('leaves User empty for a walk-in order with no account', () => {
    const [, row] = lines(ordersCsv([sampleOrder('1', { userId: { _id: null, name: 'Walk-in', phone: '' }, pickupAddress: 'Shop' })]));
    expect(row!.split(',')[9]).toBe('');
  });
});

describe('ticket CSVs', () => {
  const t = (id: string, status: Ticket['status'], createdAt: string, userName = `U${id}`): Ticket => ({
    _id: id,
    userName,
    mobile: '9988776655',
    orderId: '',
    issue: 'Late',
    status,
    replies: [],
    createdAt,
    updatedAt: createdAt,
    ticketNumber: `T-100${id}`,
    source: 'chat',
    email: '',
  });
  const tickets = [
    t('1', 'closed', '2026-01-01T00:00:00Z'),
    t('2', 'open', '2026-01-02T00:00:00Z', '+cmd'),
    t('3', 'in-progress', '2026-01-03T00:00:00Z'),
    t('4', 'open', '2026-01-04T00:00:00Z'),
  ];

  it('lists User Name, Mobile, OrderId, Issue, Status, Created At with display statuses', () => {
    const rows = lines(ticketsCsv(tickets));
    expect(rows[0]).toBe('User Name,Mobile,OrderId,Issue,Status,Created At');
    expect(rows[1]).toBe('U1,9988776655,,Late,Resolved,2026-01-01 05:30');
    expect(rows[2]).toBe("'+cmd,9988776655,,Late,Pending,2026-01-02 05:30");
  });

  it('puts Status first and groups Pending, Contacted, Resolved, newest first within each', () => {
    const rows = lines(groupedTicketsCsv(tickets));
    expect(rows[0]).toBe('Status,User Name,Mobile,OrderId,Issue,Created At');
    expect(rows.slice(1, 5).map((r) => r.split(',').slice(0, 2).join(','))).toEqual(['Pending,U4', "Pending,'+cmd", 'Contacted,U3', 'Resolved,U1']);
  });

  it('writes shop time', () => expect(csvDateTime('2026-03-31T20:00:00.000Z')).toBe('2026-04-01 01:30'));
});
