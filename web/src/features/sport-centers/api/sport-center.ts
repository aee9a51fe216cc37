// One center with every place it has had (its members with their periods) and each member's
// places in other centers and seasons; the CSV of its members.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { SportCenterQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { sportCenterKeys } from './keys';

export const SportCenterDocument = graphql(`
  query SportCenter($id: Int!) {
    sportCenterDetail(id: $id) {
      center { id name organisationType organisationTypeLabel departmentId departmentName regionId regionName athletes coaches canWrite }
      evidenceSeason { id year name validFrom validTo }
      members {
        id memberId registrationNumber firstName lastName birthYear clubName role roleLabel validFrom validTo current
        history { sportCenterId centerName organisationTypeLabel evidenceSeasonName departmentName roleLabel validFrom validTo }
      }
      exportUrl
    }
  }
`);

export type SportCenterDetail = SportCenterQuery['sportCenterDetail'];
export type CenterMemberRow = SportCenterDetail['members'][number];

export const getSportCenterQueryOptions = (id: number) => graphqlQueryOptions(sportCenterKeys.detail(id), SportCenterDocument, { id }, (data) => data.sportCenterDetail);

export const useSportCenter = (id: number) => useQuery({ ...getSportCenterQueryOptions(id), retry: false });
