import { startTransition, useEffect, useState } from 'react';

/** Cards added per step: a phone builds a few of them well inside one 50 ms task. */
export const CARDS_PER_STEP = 4;

/**
 * How many of `total` cards to draw now: the first few at once, the rest a few at a time, each
 * step a transition of its own after the previous one is on screen. Thirty order cards built in one
 * go kept a mid-range phone busy for about a quarter of a second (Lighthouse: one 235 ms task),
 * during which a tap waits; in steps the page answers between them. Cards arrive below the first
 * screen, so nothing in view moves. `all` draws everything at once (a linked order to scroll to).
 */
export function useShownInSteps(total: number, all: boolean): number {
  const [shown, setShown] = useState(CARDS_PER_STEP);
  const target = all ? total : Math.min(shown, total);
  useEffect(() => {
    if (all || shown >= total) return;
    const id = window.setTimeout(() => startTransition(() => setShown((n) => n + CARDS_PER_STEP)), 0);
    return () => window.clearTimeout(id);
  }, [all, shown, total]);
  return target;
}
