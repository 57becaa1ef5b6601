import { useEffect } from 'react';
import { useLocation } from 'react-router';

// The shell scrolls to the top 100 ms after a navigation; the anchor scroll has to come after that.
const AFTER_SHELL_SCROLL_MS = 150;

/**
 * Opening a page at #section (/como-se-faz#carteira, /privacidade#direitos) scrolls to that section once the (lazily
 * loaded) page is on screen. Native anchor jumps cannot: the section did not exist yet when the browser looked for it.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView({ block: 'start' });
      // Keyboard and screen reader users continue from the section, not from the top of the page.
      target.focus({ preventScroll: true });
    }, AFTER_SHELL_SCROLL_MS);
    return () => clearTimeout(timer);
  }, [hash]);
}
