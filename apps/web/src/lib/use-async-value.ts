import { useEffect, useRef, useState } from 'react';

/**
 * What `load` resolves to for `key` — a lazily imported module, or something computed with one (markdown, a QR code) —
 * loaded after the first render and again when `key` changes; `value` is undefined until the load for the current key
 * has arrived (an answer for an earlier key is never shown), `failed` when it threw.
 */
export function useAsyncValue<T>(key: string, load: () => Promise<T>): { value: T | undefined; failed: boolean } {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const [state, setState] = useState<{ key: string; value?: T; failed: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    latest.current().then(
      (value) => current && setState({ key, value, failed: false }),
      () => current && setState({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  const settled = state?.key === key ? state : null;
  return { value: settled?.value, failed: settled?.failed ?? false };
}
