import { lazy, type ComponentType } from 'react';

/**
 * A part of the page loaded on demand (a page, the footer, the menu, the chat panel), given the
 * page's query cache as it arrives: the first-load JavaScript then carries no TanStack Query
 * (lib/query-client.tsx). `load` is the part's module; `name` its named component.
 */
export function lazyPart<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => {
    const [part, queries] = await Promise.all([load(), import('./query-client')]);
    return { default: queries.withQueries(part[name]) };
  });
}
