import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { authKeys } from './keys';

export const MeDocument = graphql(`
  query Me {
    me {
      account { id email firstName lastName }
      activeIdentity { identityType identityId name landingPage permissions memberId }
      identities { identityType identityId name landingPage }
      sessionExpiresAt
      actions {
        canListMembers canCreateMembers canCreateMembersWithoutClub canListClubs canCreateClubs canReadClubRequests canInviteUsers canListUsers
        canManageCodebooks canCleanData hasOwnProfile
        canListEvents canCreateEvents canPublishEvents canSuggestEvents canListTimekeepers canCreateTimekeepers canListOrders
        canListTransfers canRequestTransfers canListRoles canListSportCenters canReadStatistics
      }
    }
  }
`);

export const getMeQueryOptions = () =>
  graphqlQueryOptions(authKeys.me(), MeDocument, {}, (data) => data.me);

export const useMe = () => useQuery(getMeQueryOptions());

/** What the active identity may do in the evidence, as the server's policy says; nothing while
 * loading or for visitors. */
export const useZoneActions = () => useMe().data?.actions;
