// The members' answers for the next season: set for many members at once (a club's managers,
// the area and section staff) or by a Person for itself. All or none.
import { graphql } from '../../../gql';
import type { SetMemberAnswersInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { memberKeys } from './keys';

export const SetMemberAnswersDocument = graphql(`
  mutation SetMemberAnswers($input: SetMemberAnswersInput!) {
    setMemberAnswers(input: $input) { answer changedMemberIds }
  }
`);

/** Sets the answer; the records and the lists (which filter and show the answer) refresh. */
export const useSetMemberAnswers = () =>
  useInvalidatingMutation([memberKeys.all], (input: SetMemberAnswersInput) =>
    request(SetMemberAnswersDocument, { input }).then((data) => data.setMemberAnswers),
  );
