import { useCallback } from 'react';

/**
 * A ref for an <img> showing a Blob: the object URL is made when the element mounts and let go
 * when it unmounts or the Blob changes, so photos do not pile up in memory (React 19 ref cleanup).
 */
export function useBlobImageRef(blob: Blob | undefined): (img: HTMLImageElement | null) => (() => void) | undefined {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !blob) return undefined;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => {
        img.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
}

/** Opens a Blob full size in a new tab; the URL is let go once the tab has had time to read it. */
export function openBlob(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
