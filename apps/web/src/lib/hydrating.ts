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
