import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('the care contracts', () => {
  it('format no number while the page loads them, and still say the limit in Indian style', async () => {
    const formatted = vi.spyOn(Number.prototype, 'toLocaleString');
    vi.resetModules();
    const { stainBody } = await import('./care');
    // Loading the contracts is on a slow phone's first screen (My Orders): Intl waits until needed.
    expect(formatted).not.toHaveBeenCalled();
    const result = stainBody.safeParse({ tag: 'SL-1-01', kind: 'oil', note: 'Oil mark on the collar', charge: 10_000.01 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('charge must be at most ₹10,000');
  });
});
