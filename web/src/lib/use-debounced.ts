import { useEffect, useState } from 'react';

/** The value once typing pauses (spec §9: a type-ahead waits 350 ms), so that a search goes
 * to the server once per pause, not once per key. */
export function useDebounced<T>(value: T, delay = 350): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
