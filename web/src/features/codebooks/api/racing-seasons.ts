// GraphQL operations of the racingSeasons codebook.
import { graphql } from '../../../gql';
import type { RacingSeasonInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import type { CodebookApi } from '../codebook';

export const RacingSeasonsDocument = graphql(`
  query RacingSeasons($seasonId: Int, $departmentId: Int) {
    racingSeasons(seasonId: $seasonId, departmentId: $departmentId) { id seasonId seasonName departmentId departmentName name startDate endDate }
  }
`);

export const RacingSeasonDocument = graphql(`
  query RacingSeason($id: Int!) {
    racingSeason(id: $id) { id seasonId seasonName departmentId departmentName name startDate endDate }
  }
`);

export const CreateRacingSeasonDocument = graphql(`
  mutation CreateRacingSeason($input: RacingSeasonInput!) {
    createRacingSeason(input: $input) { id seasonId seasonName departmentId departmentName name startDate endDate }
  }
`);

export const UpdateRacingSeasonDocument = graphql(`
  mutation UpdateRacingSeason($input: UpdateRacingSeasonInput!) {
    updateRacingSeason(input: $input) { id seasonId seasonName departmentId departmentName name startDate endDate }
  }
`);

export const DeleteRacingSeasonDocument = graphql(`
  mutation DeleteRacingSeason($id: Int!) {
    deleteRacingSeason(id: $id) { id seasonId seasonName departmentId departmentName name startDate endDate }
  }
`);

export const racingSeasonsApi: CodebookApi = {
  key: 'racingSeasons',
  list: (filter) => request(RacingSeasonsDocument, { seasonId: filter.seasonId ?? null, departmentId: filter.departmentId ?? null }).then((data) => data.racingSeasons),
  one: (id) => request(RacingSeasonDocument, { id }).then((data) => data.racingSeason),
  create: (input) => request(CreateRacingSeasonDocument, { input: input as unknown as RacingSeasonInput }).then((data) => data.createRacingSeason),
  update: (id, input) =>
    request(UpdateRacingSeasonDocument, { input: { ...(input as unknown as RacingSeasonInput), id } }).then((data) => data.updateRacingSeason),
  remove: (id) => request(DeleteRacingSeasonDocument, { id }).then((data) => data.deleteRacingSeason),
};
