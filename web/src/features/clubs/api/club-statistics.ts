// A club's statistics and its own requests (club detail tabs).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
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
  queryOptions({
    queryKey: clubKeys.statistics(clubId),
    queryFn: () => request(ClubStatisticsDocument, { clubId }).then((data) => data.clubStatistics),
  });

export const getClubOwnRequestsQueryOptions = (clubId: number) =>
  queryOptions({
    queryKey: clubRequestKeys.ofClub(clubId),
    queryFn: () => request(ClubOwnRequestsDocument, { clubId }).then((data) => data.clubOwnRequests),
  });

export const useClubStatistics = (clubId: number) => useQuery(getClubStatisticsQueryOptions(clubId));
export const useClubOwnRequests = (clubId: number) => useQuery(getClubOwnRequestsQueryOptions(clubId));
