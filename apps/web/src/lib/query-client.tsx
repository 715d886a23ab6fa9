import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

/**
 * The one query cache of the page. Home's first screen fetches nothing, so TanStack Query is not
 * in the first-load JavaScript: each part loaded on demand (a page, the footer, the menu, the
 * chat) brings this module and wraps itself in the provider (lib/lazy-part.ts). Every wrapper
 * shares this client, so a query read on one page is cached for the next.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

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
