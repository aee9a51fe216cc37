// The react-query keys of the transfers feature: the entity, the kind of query, then a params
// object. A step on an inquiry or a new request invalidates `transferKeys.all`, which the
// member record's and the club page's own transfer queries share (they start with 'transfers').
import type { TransfersInput } from '../../../gql/graphql';

export const transferKeys = {
  /** Every inquiry query: lists, one inquiry, the member record's and the club's lists. */
  all: ['transfers'] as const,
  list: (input: TransfersInput) => ['transfers', 'list', input] as const,
  candidate: (registrationNumber: number) => ['transfers', 'candidate', { registrationNumber }] as const,
  choices: () => ['transfers', 'choices', {}] as const,
};
