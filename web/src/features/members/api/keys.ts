// The react-query keys of the members feature: the entity, the kind of query, then a params
// object. Every query of the feature takes its key from here; a change invalidates the
// entity's `all` (or one query's own key).
import type { MemberFilterInput, MembersInput, PublicMembersInput } from '../../../gql/graphql';

export const memberKeys = {
  /** Every member query: the list and its count, records, roles, seasons, history. */
  all: ['members'] as const,
  list: (input: MembersInput) => ['members', 'list', input] as const,
  count: (filter: MemberFilterInput) => ['members', 'count', filter] as const,
  item: (id: number) => ['members', 'item', { id }] as const,
  roles: (memberId: number) => ['members', 'roles', { memberId }] as const,
  seasons: (memberId: number) => ['members', 'seasons', { memberId }] as const,
  clubHistory: (memberId: number) => ['members', 'clubHistory', { memberId }] as const,
  nsaCheck: () => ['members', 'nsaCheck', {}] as const,
  /** The QR code of a member card's public profile (made in the browser). */
  cardQr: (url: string) => ['members', 'cardQr', { url }] as const,
};

export const publicMemberKeys = {
  all: ['publicMembers'] as const,
  list: (input: PublicMembersInput) => ['publicMembers', 'list', input] as const,
  item: (id: number) => ['publicMembers', 'item', { id }] as const,
};

/** Clubs as the members feature reads them: a change of a club refreshes them with the rest. */
export const memberClubKeys = {
  choices: () => ['clubs', 'memberChoices', {}] as const,
  racingMembers: (clubId: number, departmentCode: string | undefined) => ['clubs', 'racingMembers', { clubId, departmentCode }] as const,
};

/** Evidence seasons as the member card, the general-meeting export and the grid offer them. */
export const memberSeasonKeys = {
  choices: () => ['evidenceSeasons', 'memberChoices', {}] as const,
};

/** Transfers and hostings as the member record lists them: under the 'transfers' entity, so a
 * step on an inquiry (the transfers page) refreshes them. */
export const memberTransferKeys = {
  list: (memberId: number) => ['transfers', 'memberRecord', { memberId }] as const,
};

/** The department grids and their overview (the roles feature) under their 'roles' entity: a
 * licence given, corrected or ended on the record changes their rows and counts. */
export const memberRoleListKeys = {
  all: ['roles'] as const,
};
