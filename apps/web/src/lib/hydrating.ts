import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * True in the build's pre-render and while React takes over that HTML in the browser; false from
 * the render after (and always on a page rendered in the browser). A signed-in page is pre-rendered
 * before anyone's session is known (docs/decisions/0058): while this is true the session has not been
 * read, so such a page shows its frame, not a verdict on who is signed in.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => false,
    () => true,
  );
}

/**
 * Marks an element as not yet React's: `data-hydrating` is in the pre-rendered HTML and goes with
 * the render after React has taken the element over. The page's first script (early-input.ts)
 * holds a tap on a button inside it until then, and browser tests wait on it (docs/decisions/0069).
 * A part of a pre-rendered page with buttons, that React takes over on its own, carries it.
 */
export function useHydratingMark(): { 'data-hydrating'?: '' } {
  return useHydrating() ? { 'data-hydrating': '' } : {};
}
