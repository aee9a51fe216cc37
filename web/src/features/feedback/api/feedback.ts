// One feedback report with its history, the states Admin may move it to and whether the asker
// may comment on it.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { FeedbackQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { feedbackKeys } from './keys';

export const FeedbackDocument = graphql(`
  query Feedback($id: Int!) {
    feedback(id: $id) {
      feedback {
        id kind kindLabel status statusLabel text page browser reporterName reportedAs screenshotUrl createdAt updatedAt
      }
      events { id authorName change comment createdAt }
      nextStatuses { status label }
      canComment
    }
  }
`);

export type FeedbackDetail = FeedbackQuery['feedback'];
export type FeedbackEvent = FeedbackDetail['events'][number];
export type FeedbackStatusOption = FeedbackDetail['nextStatuses'][number];

export const getFeedbackQueryOptions = (id: number) => graphqlQueryOptions(feedbackKeys.detail(id), FeedbackDocument, { id }, (data) => data.feedback);

export const useFeedback = (id: number) => useQuery(getFeedbackQueryOptions(id));
