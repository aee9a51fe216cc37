// The overview of `/evidence/stm-reprezentace`: the centers of an evidence season (the current
// one when none is asked for) in the asker's scope, narrowed to a department, with their
// athletes and coaches counted, and the totals per type.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { SportCenterOverviewQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { sportCenterKeys } from './keys';

export const SportCenterOverviewDocument = graphql(`
  query SportCenterOverview($evidenceSeasonId: Int, $departmentId: Int) {
    sportCenterOverview(evidenceSeasonId: $evidenceSeasonId, departmentId: $departmentId) {
      evidenceSeason { id year name validFrom validTo }
      centers { id name organisationType organisationTypeLabel departmentId departmentName regionId regionName athletes coaches canWrite }
      byType { organisationType label centers athletes coaches }
    }
  }
`);

export type SportCenterOverview = SportCenterOverviewQuery['sportCenterOverview'];
export type SportCenterRow = SportCenterOverview['centers'][number];
export type SportCenterTypeCount = SportCenterOverview['byType'][number];

export const getSportCentersQueryOptions = (params: { evidenceSeasonId: number | null; departmentId: number | null }) =>
  graphqlQueryOptions(sportCenterKeys.overview(params), SportCenterOverviewDocument, params, (data) => data.sportCenterOverview, { placeholderData: keepPreviousData });

export const useSportCenters = (params: { evidenceSeasonId: number | null; departmentId: number | null }) => useQuery(getSportCentersQueryOptions(params));
