// The result of an action (a signature, an activated wallet, a recovered PIN, a save that failed…) may appear where
// the person is not looking: below the fold on a phone, or nowhere a screen reader goes by itself.
import { useEffect, useRef } from 'react';

/**
 * Scrolls `element` to the middle of the screen (clear of the sticky header and the bottom bar) and moves the focus
 * to it, so a screen reader reads it. The element needs tabIndex={-1}; role="status" or "alert" where it reports.
 */
export function revealElement(element: HTMLElement | null): void {
  if (!element) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}

/**
 * A ref whose element is revealed (see revealElement) each time `result` changes to something truthy: pass the
 * result itself (the signature, the message, `true` once activated).
 */
export function useReveal<T extends HTMLElement>(result: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (result) revealElement(ref.current);
  }, [result]);
  return ref;
}
