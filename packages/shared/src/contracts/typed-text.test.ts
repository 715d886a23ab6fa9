import { describe, expect, it } from 'vitest';
import { signupBody } from './auth';
import { createOrderBodyAt } from './orders';
import { createTicketBody } from './tickets';
import { describeZodError } from './zod-error';

const firstError = (result: { success: boolean; error?: Parameters<typeof describeZodError>[0] }) =>
  result.success ? null : describeZodError(result.error!);

describe('text fields refuse control characters and lone surrogates at the contract', () => {
  it('in names, ticket text, notes and addresses', () => {
    const ticket = { userName: 'Kiran', mobile: '9876543210', issue: 'Help' };
    expect(firstError(createTicketBody.safeParse({ ...ticket, issue: 'red \u001b[31m' }))).toBe('issue contains a character that is not allowed');
    expect(firstError(createTicketBody.safeParse({ ...ticket, userName: 'Ki\ud800ran' }))).toBe('userName contains a character that is not allowed');
    expect(firstError(signupBody.safeParse({ name: '\u0001Ravi', phone: '9876543210', password: 'Secret#123' }))).toBe(
      'name contains a character that is not allowed',
    );
    // A fixed clock: the pickup date is checked against the day in IST, not UTC.
    const createOrderBody = createOrderBodyAt(() => new Date('2026-12-02T20:00:00Z'));
    const booking = {
      service: 'Iron',
      pickupDate: '2026-12-03',
      pickupAddress: '12-4 Main Road, Kakinada',
      phone: '9876543210',
    };
    expect(firstError(createOrderBody.safeParse({ ...booking, notes: 'bell \u0007' }))).toBe('notes contains a character that is not allowed');
    expect(firstError(createOrderBody.safeParse({ ...booking, pickupAddress: '12-4 Main Road, \udc00Kakinada' }))).toBe(
      'pickupAddress contains a character that is not allowed',
    );
    expect(createTicketBody.safeParse({ ...ticket, issue: 'Torn 👕\nPlease call' }).success).toBe(true);
  });
});
