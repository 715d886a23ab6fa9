import { useCallback, useState } from 'react';

type Reveal = (visible: boolean) => void;
const waiting = new Map<Element, Reveal>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.(true);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -40px 0px', threshold: 0.05 },
  );
  return observer;
}

function motionAllowed(): boolean {
  return typeof IntersectionObserver === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Fades an element in the first time it scrolls into view. One observer serves every card;
 * without IntersectionObserver, or for people who asked for less motion, it is visible at once.
 */
export function useReveal<T extends Element>(): [(node: T | null) => void, boolean] {
  const [visible, setVisible] = useState(() => !motionAllowed());
  const ref = useCallback(
    (node: T | null) => {
      if (!node || visible) return;
      waiting.set(node, setVisible);
      sharedObserver().observe(node);
      return () => {
        waiting.delete(node);
        observer?.unobserve(node);
      };
    },
    [visible],
  );
  return [ref, visible];
}
