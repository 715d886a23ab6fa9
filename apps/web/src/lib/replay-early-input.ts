/**
 * A pre-rendered page shows its buttons before React runs (docs/decisions/0044). React drops a tap
 * on a part it has not taken over yet when that part's code is still on its way, so "Sign In" or
 * "I already have a code" would be a dead tap. A part that React takes over on its own says so in
 * the page: it carries `data-hydrating` until React has rendered it once more (useHydratingMark,
 * lib/hydrating.ts). A tap inside such a part is held here and clicked again once the mark is gone.
 * What was typed needs no help from here: the forms take it in themselves (lib/adopt-early-input.ts,
 * docs/decisions/0069).
 */
const PENDING = '[data-hydrating]';

/**
 * Holds taps on buttons that React does not own yet (and any tap after one held, so they keep their
 * order) and clicks them a frame after their part is React's. Nothing runs while nobody taps; the
 * watch ends once no part of the page is waiting for React and nothing is held, or after `timeoutMs`.
 */
export function replayEarlyInput(root: HTMLElement, timeoutMs = 30_000): void {
  const held: HTMLButtonElement[] = [];
  let scheduled = false;
  let stopped = false;
  let replaying = false;

  const waitingForReact = (element: Element) => element.closest(PENDING) !== null;
  const release = () => {
    scheduled = false;
    if (stopped) return;
    while (held[0] && !waitingForReact(held[0])) {
      const button = held.shift()!;
      if (!button.isConnected) continue;
      replaying = true;
      try {
        button.click();
      } finally {
        replaying = false;
      }
    }
    if (held.length === 0 && !root.querySelector(PENDING)) stop();
  };
  // A frame after the mark went: the render that removed it has been committed and painted.
  const schedule = () => {
    if (scheduled || stopped) return;
    scheduled = true;
    requestAnimationFrame(release);
  };
  const holdEarlyClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || replaying) return;
    if (!waitingForReact(button) && held.length === 0) return;
    event.preventDefault();
    // Not even React's own listener on this root may see it: it would drop the tap while it waits for code.
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
    schedule();
  };
  const marks = new MutationObserver(schedule);
  const giveUp = window.setTimeout(stop, timeoutMs);
  function stop(): void {
    stopped = true;
    marks.disconnect();
    window.clearTimeout(giveUp);
    root.removeEventListener('click', holdEarlyClick, true);
  }

  root.addEventListener('click', holdEarlyClick, true);
  // A part React had to draw anew (its HTML did not match) loses its mark by being replaced.
  marks.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrating'] });
  if (!root.querySelector(PENDING)) stop();
}
