// The react-query keys of the clubs feature: the entity, the kind of query, then a params
// object. Every query of the feature takes its key from here; a change invalidates the
// entity's `all` (or one query's own key).
import type { ClubsInput, PublicClubsInput } from '../../../gql/graphql';

export const clubKeys = {
  /** Every club query (lists, details, statistics, the choices other features offer). */
  all: ['clubs'] as const,
  list: (input: ClubsInput) => ['clubs', 'list', input] as const,
  item: (id: number) => ['clubs', 'item', { id }] as const,
  statistics: (clubId: number) => ['clubs', 'statistics', { clubId }] as const,
};

export const publicClubKeys = {
  all: ['publicClubs'] as const,
  list: (input: PublicClubsInput) => ['publicClubs', 'list', input] as const,
  item: (id: number) => ['publicClubs', 'item', { id }] as const,
};

export const clubContactKeys = {
  all: ['clubContacts'] as const,
  list: (clubId: number) => ['clubContacts', 'list', { clubId }] as const,
  item: (id: number) => ['clubContacts', 'item', { id }] as const,
};

export const clubManagerKeys = {
  all: ['clubManagers'] as const,
  list: (clubId: number) => ['clubManagers', 'list', { clubId }] as const,
};

export const clubRequestKeys = {
  all: ['clubRequests'] as const,
  list: () => ['clubRequests', 'list', {}] as const,
  ofClub: (clubId: number) => ['clubRequests', 'ofClub', { clubId }] as const,
};

/** The hostings a club page lists: under the 'transfers' entity, so a step on an inquiry (the
 * transfers page) refreshes them. */
export const clubTransferKeys = {
  hosted: (clubId: number) => ['transfers', 'hostedAtClub', { clubId }] as const,
};
