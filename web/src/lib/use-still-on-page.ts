import { useRouter } from '@tanstack/react-router';

/** Whether the page at `pathname` is still the one shown or being shown: a search sent when
 * typing pauses must not pull a list back over a row the user has just opened (the row's page
 * may still be loading). During a navigation the router's `location` is already the one being
 * loaded, so an opened row's page fails the check at once; a navigation within the same page
 * (its filters or order changing in the URL) does not, and the search is not lost. */
export function useStillOnPage(): (pathname: string) => boolean {
  const router = useRouter();
  return (pathname) => router.state.location.pathname === pathname;
}
