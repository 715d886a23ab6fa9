import { useEffect } from 'react';

export interface PageMetaText {
  title: string;
  description: string;
}

/** What the pages rendered at build time asked for, read by the pre-render (scripts/prerender.ts). */
const atBuild: { meta: PageMetaText | null } = { meta: null };

function rememberAtBuild(meta: PageMetaText): void {
  atBuild.meta = meta;
}

export function takeRenderedPageMeta(): PageMetaText | null {
  const meta = atBuild.meta;
  atBuild.meta = null;
  return meta;
}

/**
 * The page's title and description, in the language shown. In the browser they are set
 * on the document (and follow a language change); at build time they are handed to the pre-render,
 * which writes them into the page's <head>.
 */
export function PageMeta({ title, description }: PageMetaText) {
  if (typeof window === 'undefined') rememberAtBuild({ title, description });
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
