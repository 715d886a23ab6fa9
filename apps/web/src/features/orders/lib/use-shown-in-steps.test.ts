// @vitest-environment happy-dom
import { createElement as h, act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CARDS_PER_STEP, useShownInSteps } from './use-shown-in-steps';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: number[] = [];
function Cards({ total, all }: { total: number; all: boolean }) {
  const drawn = useShownInSteps(total, all);
  seen.push(drawn);
  return h('p', null, String(drawn));
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  seen.length = 0;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useShownInSteps', () => {
  it('draws the first cards at once and the rest a few at a time, never all in one render', async () => {
    const container = document.createElement('div');
    root = createRoot(container);
    act(() => root!.render(h(Cards, { total: 10, all: false })));
    expect(container.textContent).toBe(String(CARDS_PER_STEP));
    for (let i = 0; i < 10 && container.textContent !== '10'; i++) await act(() => pause(5));
    expect(container.textContent).toBe('10');
    // Every step adds at most CARDS_PER_STEP cards.
    const steps = [...new Set(seen)];
    for (let i = 1; i < steps.length; i++) expect(steps[i]! - steps[i - 1]!).toBeLessThanOrEqual(CARDS_PER_STEP);
  });

  it('draws every card at once when a linked order must be scrolled to', () => {
    const container = document.createElement('div');
    root = createRoot(container);
    act(() => root!.render(h(Cards, { total: 30, all: true })));
    expect(container.textContent).toBe('30');
  });

  it('draws fewer than a step as they are', () => {
    const container = document.createElement('div');
    root = createRoot(container);
    act(() => root!.render(h(Cards, { total: 2, all: false })));
    expect(container.textContent).toBe('2');
  });
});
