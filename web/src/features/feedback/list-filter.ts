// The reports list's filters as the page uses them: whether any is set, and the API's filter.
import type { FeedbackKind, FeedbackStatus } from '../../gql/graphql';
import type { FeedbackSearch } from './feedback-search';

/** Whether any filter is set (the page offers to clear them). */
export function hasFeedbackFilters(search: FeedbackSearch): boolean {
  return Boolean(search.status ?? search.kind ?? search.mine);
}

/** The API's filter of the list's first page (`beforeId` is added per page). */
export function feedbackListFilter(search: FeedbackSearch): { status: FeedbackStatus | null; kind: FeedbackKind | null; mine: boolean } {
  return { status: search.status ?? null, kind: search.kind ?? null, mine: search.mine ?? false };
}
