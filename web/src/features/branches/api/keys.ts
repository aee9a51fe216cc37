// The react-query keys of the branches feature (applications to found a basic-skiing branch
// association): the entity, the kind of query, then a params object.
import type { BranchRequestState } from '../../../gql/graphql';

export const branchRequestKeys = {
  /** Every list of applications (a decision refreshes them all). */
  all: ['branchRequests'] as const,
  list: (state: BranchRequestState | undefined) => ['branchRequests', 'list', { state }] as const,
};

export const branchConsentKeys = {
  item: () => ['branchConsent', 'item', {}] as const,
};
