// The react-query keys of the feedback feature: the entity, the kind of query, then a params
// object. A report, comment or change of state invalidates `feedbackKeys.all` (the lists and the
// detail); a release note saved or deleted `releaseNoteKeys.all` (the page and the menu's count).
import type { FeedbackKind, FeedbackStatus } from '../../../gql/graphql';

export interface FeedbackListParams {
  status: FeedbackStatus | null;
  kind: FeedbackKind | null;
  mine: boolean;
}

export const feedbackKeys = {
  /** Every query of the feedback pages. */
  all: ['feedback'] as const,
  list: (params: FeedbackListParams) => ['feedback', 'list', params] as const,
  detail: (id: number) => ['feedback', 'detail', { id }] as const,
};

export const releaseNoteKeys = {
  /** Every query of the release notes. */
  all: ['releaseNotes'] as const,
  list: () => ['releaseNotes', 'list', {}] as const,
  /** The menu's count of notes the asker has not read. */
  unread: () => ['releaseNotes', 'unread', {}] as const,
};
