// A comment on a feedback report and (Admin) its move to another state; the answer is the
// report's detail as it is now.
import { graphql } from '../../../gql';
import type { FeedbackStatus } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { feedbackKeys } from './keys';

export const ChangeFeedbackDocument = graphql(`
  mutation ChangeFeedback($id: Int!, $status: FeedbackStatus, $comment: String) {
    changeFeedback(id: $id, status: $status, comment: $comment) {
      feedback { id status statusLabel }
    }
  }
`);

export interface ChangeFeedbackVariables {
  id: number;
  status: FeedbackStatus | null;
  comment: string | null;
}

export const useChangeFeedback = () =>
  useInvalidatingMutation([feedbackKeys.all], (variables: ChangeFeedbackVariables) => request(ChangeFeedbackDocument, variables).then((data) => data.changeFeedback.feedback));
