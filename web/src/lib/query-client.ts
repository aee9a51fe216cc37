// react-query defaults of spec §4 and §9.
import { QueryClient, focusManager } from '@tanstack/react-query';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** A slow connection (2G or data saving) gets longer delays. */
export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || ['slow-2g', '2g'].includes(connection?.effectiveType ?? '');
}

/** Error retry delay: growing from 5 s (10 s on slow connections), at most a minute. */
export function retryDelay(attempt: number, slow = isSlowConnection()): number {
  const base = slow ? 10_000 : 5_000;
  return Math.min(base * 2 ** attempt, 60_000);
}

/** Loading longer than this is shown as slow: 3 s, 5 s on slow connections. */
export function slowLoadingThreshold(slow = isSlowConnection()): number {
  return slow ? 5_000 : 3_000;
}

/** Errors that another attempt cannot fix: the answer would be the same. */
const FINAL_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION',
  'CONFLICT',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'OPERATION_MISMATCH',
]);

/** Retries up to three times, only errors that may pass (network, server trouble). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return failureCount < 3 && !(typeof code === 'string' && FINAL_CODES.has(code));
}

export const FOCUS_THROTTLE_MS = 5_000;
export const DEDUPLICATION_MS = 2_000;

/** Refetch on focus, but at most once per FOCUS_THROTTLE_MS. */
function throttleFocusEvents(): void {
  focusManager.setEventListener((handleFocus) => {
    let last = 0;
    const listener = () => {
      const now = Date.now();
      if (document.visibilityState === 'visible' && now - last >= FOCUS_THROTTLE_MS) {
        last = now;
        handleFocus(true);
      }
    };
    window.addEventListener('visibilitychange', listener, false);
    window.addEventListener('focus', listener, false);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}

export function createQueryClient(): QueryClient {
  throttleFocusEvents();
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        // Identical requests within two seconds are served from the cache.
        staleTime: DEDUPLICATION_MS,
        retry: shouldRetry,
        retryDelay: (attempt) => retryDelay(attempt),
      },
    },
  });
}
