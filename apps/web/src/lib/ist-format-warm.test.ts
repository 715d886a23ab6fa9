// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the date formatters on a page', () => {
  it('are made in a task of their own right after the module arrives, not in the render that needs them', async () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    await import('./ist-format');
    // Loading the module stays cheap: nothing is made while the page's code is being evaluated.
    expect(made).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(made.mock.calls.map((args) => args[0])).toEqual(['en-IN', 'en-IN']);
  });
});
