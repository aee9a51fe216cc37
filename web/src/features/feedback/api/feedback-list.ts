// The feedback reports, newest first, 50 a page: every account's for Admin (`allReports`), the
// asker's own for everybody else. "Načíst další" asks for the reports before the last one shown
// (`nextBeforeId`, none on the last page).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { FeedbackListQuery } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { type FeedbackListParams, feedbackKeys } from './keys';

export const FeedbackListDocument = graphql(`
  query FeedbackList($filter: FeedbackListFilter!) {
    feedbackList(filter: $filter) {
      items { id kind kindLabel status statusLabel text reporterName reportedAs createdAt }
      nextBeforeId
      allReports
    }
  }
`);

export type FeedbackPage = FeedbackListQuery['feedbackList'];
export type FeedbackRow = FeedbackPage['items'][number];

export const getFeedbackListQueryOptions = (params: FeedbackListParams) =>
  infiniteQueryOptions({
    queryKey: feedbackKeys.list(params),
    queryFn: ({ pageParam }) => request(FeedbackListDocument, { filter: { ...params, beforeId: pageParam } }).then((data) => data.feedbackList),
    initialPageParam: null as number | null,
    getNextPageParam: (page: FeedbackPage) => page.nextBeforeId ?? undefined,
  });

export const useFeedbackList = (params: FeedbackListParams) => useInfiniteQuery(getFeedbackListQueryOptions(params));
