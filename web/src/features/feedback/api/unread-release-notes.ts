// How many release notes the asker has not read: the count beside the menu's "Seznam vydání".
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { releaseNoteKeys } from './keys';

export const UnreadReleaseNotesDocument = graphql(`
  query UnreadReleaseNotes {
    unreadReleaseNotes
  }
`);

/** Asked again after a minute at the most, on the next page or focus. */
const UNREAD_STALE_MS = 60_000;

export const getUnreadReleaseNotesQueryOptions = () =>
  graphqlQueryOptions(releaseNoteKeys.unread(), UnreadReleaseNotesDocument, {}, (data) => data.unreadReleaseNotes, { staleTime: UNREAD_STALE_MS });

/** The count (0 for visitors). */
export const useUnreadReleaseNotes = () => useQuery(getUnreadReleaseNotesQueryOptions());
