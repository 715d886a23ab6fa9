import { describe, expect, it } from 'vitest';
import { newStaffBody } from '@laundry/shared/contracts/staff';
import { checkNewStaff, hasProblems } from './staff-fields';

const good = { name: 'Ravi', phone: '+91 98765 43210', password: 'Rider#12345' };

describe('the Add staff form check', () => {
  it('passes what the server accepts and refuses what it refuses, field by field', () => {
    const cases = [
      good,
      { ...good, name: '   ' },
      { ...good, name: 'x'.repeat(101) },
      { ...good, phone: '12345' },
      { ...good, phone: '09876543210' },
      { ...good, password: 'short' },
      { ...good, password: ' '.repeat(8) },
      { ...good, password: 'x'.repeat(200) },
    ];
    for (const input of cases) {
      const server = newStaffBody.safeParse({ role: 'rider', ...input });
      expect(!hasProblems(checkNewStaff(input)), JSON.stringify(input)).toBe(server.success);
    }
  });

  it('names each wrong field', () => {
    expect(checkNewStaff({ name: '', phone: 'abc', password: '1234' })).toEqual({ name: 'required', phone: 'invalid', password: 'short' });
  });
});
