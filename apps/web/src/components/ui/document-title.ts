import { useEffect } from 'react';

// Its own module: the public pages that only name the tab do not load the rest of page.tsx.
/** The browser tab names the page, so people (and screen readers) know where a navigation landed. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Raiz` : 'Raiz';
  }, [title]);
}
