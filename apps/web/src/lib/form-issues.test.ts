import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSubscriptionBody } from '@laundry/shared/contracts/subscriptions';
import { fieldIssues, hasIssues } from './form-issues';

const schema = z.object({
  name: z.string().trim().min(1).max(5),
  code: z.string().regex(/^\d+$/),
  role: z.enum(['a', 'b']),
});
const rules = { name: { too_big: 'name.long', other: 'name.required' }, code: 'code.invalid' } as const;

describe('fieldIssues', () => {
  it('finds nothing when the values pass', () => {
    const found = fieldIssues(schema, { name: 'Ravi', code: '12', role: 'a' }, rules);
    expect(found).toEqual({});
    expect(hasIssues(found)).toBe(false);
  });

  it('names each field by the rule for its issue code, falling back to `other`', () => {
    expect(fieldIssues(schema, { name: '   ', code: 'x', role: 'a' }, rules)).toEqual({ name: 'name.required', code: 'code.invalid' });
    expect(fieldIssues(schema, { name: 'Lakshmi', code: '1', role: 'a' }, rules)).toEqual({ name: 'name.long' });
    expect(fieldIssues(schema, { code: '1', role: 'a' }, rules)).toEqual({ name: 'name.required' });
  });

  it('leaves out fields the form has no rule for', () => {
    const found = fieldIssues(schema, { name: 'Ravi', code: '1', role: 'c' }, rules);
    expect(found).toEqual({});
  });

  it('keeps the first problem of a field', () => {
    const twice = z.object({ pin: z.string().min(6).regex(/^\d+$/) });
    expect(fieldIssues(twice, { pin: 'ab' }, { pin: { too_small: 'short', other: 'digits' } })).toEqual({ pin: 'short' });
  });

  it('reads a shared contract: the subscription form refuses what the server refuses', () => {
    const body = { planId: '', weekday: 6, pickupTime: 'never', service: 'Dry Clean', address: 'short', phone: '123' };
    const found = fieldIssues(createSubscriptionBody, body, { planId: 'plan', address: 'address', phone: 'phone' });
    expect(found).toEqual({ planId: 'plan', address: 'address', phone: 'phone' });
  });
});
