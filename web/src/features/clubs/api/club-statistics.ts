// A club's statistics and its own requests (club detail tabs).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { clubKeys, clubRequestKeys } from './keys';

export const ClubStatisticsDocument = graphql(`
  query ClubStatistics($clubId: Int!) {
    clubStatistics(clubId: $clubId) { total ageGroups { ageGroup label male female total } }
  }
`);

export const ClubOwnRequestsDocument = graphql(`
  query ClubOwnRequests($clubId: Int!) {
    clubOwnRequests(clubId: $clubId) {
      id name ico stateLabel createdAt decidedAt contactFirstName contactLastName contactEmail departmentNames
    }
  }
`);

export const getClubStatisticsQueryOptions = (clubId: number) =>
  graphqlQueryOptions(clubKeys.statistics(clubId), ClubStatisticsDocument, { clubId }, (data) => data.clubStatistics);

export const getClubOwnRequestsQueryOptions = (clubId: number) =>
  graphqlQueryOptions(clubRequestKeys.ofClub(clubId), ClubOwnRequestsDocument, { clubId }, (data) => data.clubOwnRequests);

export const useClubStatistics = (clubId: number) => useQuery(getClubStatisticsQueryOptions(clubId));
export const useClubOwnRequests = (clubId: number) => useQuery(getClubOwnRequestsQueryOptions(clubId));
