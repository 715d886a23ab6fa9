import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { FIRST_CONTROL_EVENT } from './service-worker/protocol';

/**
 * The one query cache of the page. Home's first screen fetches nothing, so TanStack Query is not
 * in the first-load JavaScript: each part loaded on demand (a page, the footer, the menu, the
 * chat) brings this module and wraps itself in the provider (lib/lazy-part.ts). Every wrapper
 * shares this client, so a query read on one page is cached for the next.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// The page's first service worker took over after these answers came: fetch them again through
// it, so the last ones are kept for an offline start (decision 0080).
if (typeof window !== 'undefined') window.addEventListener(FIRST_CONTROL_EVENT, () => void queryClient.invalidateQueries());

export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A component rendered inside the page's query cache. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Queried(props: P) {
    return (
      <WithQueries>
        <Component {...props} />
      </WithQueries>
    );
  }
  Queried.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return Queried;
}
