// Which release notes the page marks "Nové": those unread when it showed them, for the whole
// visit; showing them marks them read.
import { useEffect, useRef, useState } from 'react';
import { useMarkReleaseNotesRead } from './api/mark-release-notes-read';
import type { ReleaseNotes } from './api/release-notes';

/** The notes that were unread when the page showed them; once shown, they are marked read (one
 * request per new count of unread notes) and the menu's count is asked again. The badges stay
 * for the visit, whatever the list says when it is asked again. */
export function useNewOnThisVisit(data: ReleaseNotes | undefined): ReadonlySet<number> {
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  const markedFor = useRef(0);
  const { mutate } = useMarkReleaseNotesRead();
  const unseen = (data?.items ?? []).filter((note) => note.unread && !seen.has(note.id)).map((note) => note.id);
  // Kept during the render that first shows them (React's way to derive state from props).
  if (unseen.length > 0) setSeen(new Set([...seen, ...unseen]));
  const unreadCount = data?.unreadCount ?? 0;
  const newestShown = Math.max(0, ...(data?.items ?? []).map((note) => note.id));
  useEffect(() => {
    if (unreadCount === 0 || markedFor.current === unreadCount) return;
    markedFor.current = unreadCount;
    mutate(newestShown);
  }, [unreadCount, newestShown, mutate]);
  return seen;
}
