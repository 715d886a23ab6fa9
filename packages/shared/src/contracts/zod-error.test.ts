import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError } from './zod-error';
import { requiredText } from './common';

const schema = z.object({
  name: requiredText('name', 5),
  items: z.array(z.object({ name: requiredText('name', 5), item: requiredText('items.item', 5), n: z.number() })),
});

function message(input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return describeZodError(result.error);
}

describe('describeZodError', () => {
  const row = { name: 'a', item: 'b', n: 1 };
  it("keeps a top-level field's own message", () => {
    expect(message({ name: '', items: [] })).toBe('name is required');
  });
  it('names the row of a field inside a list', () => {
    expect(message({ name: 'a', items: [row, { ...row, name: '' }] })).toBe('items[1].name is required');
    expect(message({ name: 'a', items: [{ ...row, item: 'toolong' }] })).toBe('items[0].item must be at most 5 characters');
  });
  it("puts the field in front of zod's own messages", () => {
    expect(message({ name: 'a', items: [{ ...row, n: 'x' }] })).toBe('items[0].n must be a number');
    expect(message({ name: 'a' })).toBe('items is required');
    expect(message([])).toBe('body must be an object');
  });
});
