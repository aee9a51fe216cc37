// The release notes, newest first, each one's Markdown (for the form) and its HTML (sanitised
// by the server), the unread ones marked; whether the asker writes them (Admin).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ReleaseNotesQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { releaseNoteKeys } from './keys';

export const ReleaseNotesDocument = graphql(`
  query ReleaseNotes {
    releaseNotes {
      items { id version releasedOn body bodyHtml unread }
      unreadCount
      canWrite
    }
  }
`);

export type ReleaseNotes = ReleaseNotesQuery['releaseNotes'];
export type ReleaseNote = ReleaseNotes['items'][number];

export const getReleaseNotesQueryOptions = () => graphqlQueryOptions(releaseNoteKeys.list(), ReleaseNotesDocument, {}, (data) => data.releaseNotes);

export const useReleaseNotes = () => useQuery(getReleaseNotesQueryOptions());
