// Whether a CSS media query matches, kept current as the screen changes (resize, rotation, a
// pointer attached). False where there is no matchMedia (server, old jsdom).
import { useCallback, useSyncExternalStore } from 'react';

const listFor = (query: string): MediaQueryList | null =>
  typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(query) : null;

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listFor(query)?.matches ?? false,
    () => false,
  );
}
