// The react-query keys of the users feature: the entity, the kind of query, then a params
// object. An account change or an invitation step invalidates `userKeys.all` and the club page's
// managers (`clubManagers`); a change on the club page invalidates these.
import type { UsersInput } from '../../../gql/graphql';

export const invitationChoiceKeys = {
  timekeepers: () => ['timekeepingCompanies', 'invitationChoices', {}] as const,
  clubs: () => ['clubs', 'invitationChoices', {}] as const,
};

export const userKeys = {
  all: ['users'] as const,
  list: (input: UsersInput) => ['users', 'list', input] as const,
  detail: (id: number) => ['users', 'detail', { id }] as const,
  invitations: () => ['users', 'invitations', {}] as const,
};
