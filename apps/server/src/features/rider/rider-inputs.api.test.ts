import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  call,
  createAdminSession,
  createRiderSession,
  expectError,
  signupCustomer,
  startTestServer,
  type ApiResult,
  type Session,
  type TestServer,
} from '../../test/harness';
import { act, stopFor, upload } from './rider-test-kit';

/** Whatever the phone (or anyone) sends to the rider's routes, the answer is never a 500. */
let server: TestServer;
let admin: Session;
let rider: Session;
let customer: Session;
let orderId: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, rider, customer] = await Promise.all([createAdminSession(server), createRiderSession(server), signupCustomer(server)]);
  orderId = (await stopFor(server, customer, admin, rider))._id;
  await act(server, rider, orderId, 'on-the-way');
});
afterAll(async () => {
  await server?.close();
});

const scalar = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', '0', '-1', '1e309', 'NaN', '10.005', 'cash', 'upi', '😀', '\u0001'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }));
const body = (fields: string[]) => fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] });
const line = fc.record({ item: value, service: value, qty: value }, { requiredKeys: [] });

function check(res: ApiResult<unknown>, what: string): void {
  if (res.status >= 500) throw new Error(`${what} → ${res.status} ${JSON.stringify(res.body)}`);
  if (res.status >= 400) expectError(res, res.status);
}

describe('no input to the rider’s routes makes a 500', () => {
  it('on the actions’ bodies and keys', async () => {
    const actions = [
      [
        'pickup',
        fc.oneof(body(['pieces', 'notes', 'photoIds']), fc.record({ pieces: value, items: fc.oneof(value, fc.array(line, { maxLength: 3 })) })),
      ],
      ['delivered', body(['amount', 'method', 'reference'])],
      ['not-available', body(['reason'])],
    ] as const;
    for (const [action, gen] of actions) {
      await fc.assert(
        fc.asyncProperty(gen, fc.option(fc.string({ maxLength: 120 })), async (input, key) => {
          const headers: Record<string, string> = key === null ? {} : { 'idempotency-key': key.replace(/[^\x20-\x7e]/g, '') };
          check(await call(server, 'POST', `/rider/orders/${orderId}/${action}`, { token: rider.token, body: input, headers }), action);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('on photo bodies and the other calls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'application/json'),
        async (bytes, type) => {
          check(await upload(server, rider, orderId, Buffer.from(bytes), { type }), 'photo');
        },
      ),
      { numRuns: 25 },
    );
    await fc.assert(
      fc.asyncProperty(body(['riderId']), async (input) => {
        check(await call(server, 'PATCH', `/admin/orders/${orderId}/rider`, { token: admin.token, body: input }), 'assign');
      }),
      { numRuns: 25 },
    );
    await fc.assert(
      fc.asyncProperty(body(['count', 'note']), fc.string({ maxLength: 10 }), async (input, day) => {
        check(await call(server, 'POST', `/orders/${orderId}/pieces/difference`, { token: customer.token, body: input }), 'difference');
        check(await call(server, 'GET', `/rider/stops?day=${encodeURIComponent(day)}`, { token: rider.token }), 'stops');
      }),
      { numRuns: 25 },
    );
  });
});
