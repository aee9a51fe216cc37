// Marks the release notes up to the newest the page showed read by the asker (one published
// meanwhile stays unread); the menu's count is asked again (the page keeps its "Nové" badges
// for this visit).
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { releaseNoteKeys } from './keys';

export const MarkReleaseNotesReadDocument = graphql(`
  mutation MarkReleaseNotesRead($upToId: Int) {
    markReleaseNotesRead(upToId: $upToId)
  }
`);

export const useMarkReleaseNotesRead = () =>
  useInvalidatingMutation([releaseNoteKeys.unread()], (upToId: number) => request(MarkReleaseNotesReadDocument, { upToId }));
