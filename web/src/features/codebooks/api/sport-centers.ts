// GraphQL operations of the sportCenters codebook.
import { graphql } from '../../../gql';
import type { SportCenterInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import type { CodebookApi } from '../codebook';

export const SportCentersDocument = graphql(`
  query SportCenters($evidenceSeasonId: Int, $departmentId: Int) {
    sportCenters(evidenceSeasonId: $evidenceSeasonId, departmentId: $departmentId) { id evidenceSeasonId evidenceSeasonName departmentId departmentName name organisationType organisationTypeLabel regionId regionName }
  }
`);

export const SportCenterDocument = graphql(`
  query SportCenter($id: Int!) {
    sportCenter(id: $id) { id evidenceSeasonId evidenceSeasonName departmentId departmentName name organisationType organisationTypeLabel regionId regionName }
  }
`);

export const CreateSportCenterDocument = graphql(`
  mutation CreateSportCenter($input: SportCenterInput!) {
    createSportCenter(input: $input) { id evidenceSeasonId evidenceSeasonName departmentId departmentName name organisationType organisationTypeLabel regionId regionName }
  }
`);

export const UpdateSportCenterDocument = graphql(`
  mutation UpdateSportCenter($input: UpdateSportCenterInput!) {
    updateSportCenter(input: $input) { id evidenceSeasonId evidenceSeasonName departmentId departmentName name organisationType organisationTypeLabel regionId regionName }
  }
`);

export const DeleteSportCenterDocument = graphql(`
  mutation DeleteSportCenter($id: Int!) {
    deleteSportCenter(id: $id) { id evidenceSeasonId evidenceSeasonName departmentId departmentName name organisationType organisationTypeLabel regionId regionName }
  }
`);

export const sportCentersApi: CodebookApi = {
  key: 'sportCenters',
  list: (filter) => request(SportCentersDocument, { evidenceSeasonId: filter.evidenceSeasonId ?? null, departmentId: filter.departmentId ?? null }).then((data) => data.sportCenters),
  one: (id) => request(SportCenterDocument, { id }).then((data) => data.sportCenter),
  create: (input) => request(CreateSportCenterDocument, { input: input as unknown as SportCenterInput }).then((data) => data.createSportCenter),
  update: (id, input) =>
    request(UpdateSportCenterDocument, { input: { ...(input as unknown as SportCenterInput), id } }).then((data) => data.updateSportCenter),
  remove: (id) => request(DeleteSportCenterDocument, { id }).then((data) => data.deleteSportCenter),
};
