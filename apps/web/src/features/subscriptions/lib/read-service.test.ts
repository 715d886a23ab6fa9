import { describe, expect, it } from 'vitest';
import { readService } from './read-service';

describe('readService', () => {
  it('takes a service the schema knows and keeps the current one for anything else', () => {
    expect(readService('Dry Clean', 'Wash and Iron')).toBe('Dry Clean');
    expect(readService('Bogus', 'Wash and Iron')).toBe('Wash and Iron');
    expect(readService('', 'Iron')).toBe('Iron');
  });
});
