import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@laundry/shared/contracts/orders';
import { call, expectError, orderBody, signupCustomer, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let order: { orderNumber: string; phone: string; pickupDate: string; pickupTime: string };
beforeAll(async () => {
  server = await startTestServer();
  const customer = await signupCustomer(server);
  const res = await call<Order>(server, 'POST', '/orders', { token: customer.token, body: orderBody({ phone: '9876512345', delivery: 'express' }) });
  order = res.body;
});
afterAll(async () => {
  await server?.close();
});

const track = (orderNumber: string, phone: string) =>
  call(server, 'GET', `/api/orders/track?orderNumber=${encodeURIComponent(orderNumber)}&phone=${encodeURIComponent(phone)}`);

describe('GET /api/orders/track', () => {
  it('answers the status to anyone holding both the order number and the phone', async () => {
    const res = await track(order.orderNumber, order.phone);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      orderNumber: order.orderNumber,
      status: 'Pending',
      delivery: 'express',
      pickupDate: order.pickupDate,
      pickupTime: order.pickupTime,
    });
    // the way people type them
    expect((await track(` ${order.orderNumber.toLowerCase()} `, '+91 98765 12345')).body).toEqual(res.body);
    expect((await track(order.orderNumber, '098765 12345')).status).toBe(200);
  });

  it('gives the same 404 to a wrong phone and an unknown order number', async () => {
    const wrongPhone = await track(order.orderNumber, '9876512346');
    const unknownNumber = await track('SL-202001010000123', order.phone);
    const both = await track('SL-202001010000123', '9000000009');
    expectError(wrongPhone, 404);
    expect(unknownNumber.status).toBe(404);
    expect(both.status).toBe(404);
    expect(unknownNumber.body).toEqual(wrongPhone.body);
    expect(both.body).toEqual(wrongPhone.body);
  });

  it('answers 400 naming the field to bad input', async () => {
    expectError(await call(server, 'GET', `/api/orders/track?phone=${order.phone}`), 400, /^orderNumber is required/);
    expectError(await call(server, 'GET', `/api/orders/track?orderNumber=${order.orderNumber}`), 400, /^phone is required/);
    expectError(await track(order.orderNumber, '12345'), 400, /^phone/);
    expectError(await track('x'.repeat(41), order.phone), 400, /^orderNumber/);
    expectError(await call(server, 'GET', `/api/orders/track?orderNumber=a&orderNumber=b&phone=${order.phone}`), 400, /^orderNumber/);
  });
});
