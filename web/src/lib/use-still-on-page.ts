import { useRouter } from '@tanstack/react-router';

/** Whether the page at `pathname` is still the one shown and no navigation is under way: a
 * search sent when typing pauses must not pull a list back over a row the user has just
 * opened (the row's page may still be loading). */
export function useStillOnPage(): (pathname: string) => boolean {
  const router = useRouter();
  return (pathname) => router.state.status !== 'pending' && router.state.location.pathname === pathname;
}
