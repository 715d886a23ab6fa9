import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signupBody } from './auth';
import { manualOrderBody } from './orders';
import { describeZodError } from './zod-error';

function firstError(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return describeZodError(result.error);
}

describe('describeZodError', () => {
  it('names the missing field', () => {
    expect(firstError(signupBody, { phone: '9876543210', password: 'Secret#123' })).toBe('name is required');
    expect(firstError(manualOrderBody, { items: [] })).toBe('phone is required');
  });

  it('puts the field in front of zod’s own messages', () => {
    expect(firstError(z.object({ qty: z.number() }), { qty: 'x' })).toBe('qty must be a number');
    expect(firstError(z.object({ items: z.array(z.object({ n: z.string() })) }), { items: [{ n: 1 }] })).toBe('items[0].n must be a string');
  });

  it('keeps the schema’s own wording', () => {
    expect(firstError(signupBody, { name: 'A', phone: '123', password: 'Secret#123' })).toBe('phone must be a valid 10-digit mobile number');
    expect(firstError(manualOrderBody, { items: [], phone: '9876543210', service: 'Painting' })).toMatch(/^service must be one of: Wash and Fold/);
  });
});
