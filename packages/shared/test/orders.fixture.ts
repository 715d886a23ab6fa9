import type { Order } from '@laundry/shared/contracts/orders';

/** An Order for unit tests, with every field filled in (test-only: it lives outside src/, so nothing the apps build imports it). */
export function sampleOrder(id: string, patch: Partial<Order> = {}): Order {
  return {
    _id: id,
    orderNumber: `SL-202601051030${id.padStart(3, '1')}`,
    service: 'Wash and Fold',
    status: 'Pending',
    delivery: 'regular',
    pickupAddress: 'Flat 302, Sai Residency, Main Road',
    lat: null,
    lng: null,
    pickupDate: '2026-01-05',
    pickupTime: '09:00 AM - 11:00 AM',
    phone: '9876543210',
    notes: '',
    userId: { _id: 'u1', name: 'Ravi Kumar', phone: '9876543210' },
    items: [],
    subtotal: 0,
    discount: 0,
    tax: 0,
    total: 0,
    invoiceNumber: null,
    pricedAt: null,
    source: 'web',
    createdAt: '2026-01-05T05:00:00.000Z',
    updatedAt: '2026-01-05T05:00:00.000Z',
    ...patch,
  };
}
