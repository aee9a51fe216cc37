import { useEffect, useState } from 'react';
import { slowLoadingThreshold } from './query-client';

/** True once loading has taken longer than the spec's threshold (3 s, 5 s on slow connections). */
export function useSlowLoading(loading: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) {
      setSlow(false);
      return undefined;
    }
    const timer = setTimeout(() => setSlow(true), slowLoadingThreshold());
    return () => clearTimeout(timer);
  }, [loading]);
  return slow;
}
