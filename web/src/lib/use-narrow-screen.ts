import { useSyncExternalStore } from 'react';

/** A phone's width: grids show cards, long filter forms fold away (the stylesheet's 36em). */
export const NARROW_QUERY = '(max-width: 36em)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's (narrower than [`NARROW_QUERY`]); false on the server. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
