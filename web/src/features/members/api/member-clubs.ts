// The clubs a new member may join: those the asker may write to (its own club for a club
// manager, the clubs of its scope for staff). The member form and the member import choose from them.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MemberClubsQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { memberClubKeys } from './keys';

export const MemberClubsDocument = graphql(`
  query MemberClubs {
    clubs(input: { perPage: 500, filter: { state: ACTIVE } }) { nodes { id name code access } }
  }
`);

export type MemberClub = MemberClubsQuery['clubs']['nodes'][number];

export const getMemberClubsQueryOptions = () =>
  graphqlQueryOptions(memberClubKeys.choices(), MemberClubsDocument, {}, (data) => data.clubs.nodes);

export const useMemberClubs = () => useQuery(getMemberClubsQueryOptions());

/** The clubs members may be added to, and the one club when there is no other choice (a
 * club manager, who may not add members without a club either). */
export function clubChoice(clubs: readonly MemberClub[], withoutClubAllowed: boolean): { writable: MemberClub[]; onlyClub: MemberClub | undefined } {
  const writable = clubs.filter((club) => club.access === 'WRITE');
  return { writable, onlyClub: !withoutClubAllowed && writable.length === 1 ? writable[0] : undefined };
}
