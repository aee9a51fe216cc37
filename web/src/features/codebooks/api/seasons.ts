// GraphQL operations of the seasons codebook.
import { graphql } from '../../../gql';
import type { SeasonInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import type { CodebookApi } from '../codebook';

export const SeasonsDocument = graphql(`
  query Seasons {
    seasons { id name startDate endDate }
  }
`);

export const SeasonDocument = graphql(`
  query Season($id: Int!) {
    season(id: $id) { id name startDate endDate }
  }
`);

export const CreateSeasonDocument = graphql(`
  mutation CreateSeason($input: SeasonInput!) {
    createSeason(input: $input) { id name startDate endDate }
  }
`);

export const UpdateSeasonDocument = graphql(`
  mutation UpdateSeason($input: UpdateSeasonInput!) {
    updateSeason(input: $input) { id name startDate endDate }
  }
`);

export const DeleteSeasonDocument = graphql(`
  mutation DeleteSeason($id: Int!) {
    deleteSeason(id: $id) { id name startDate endDate }
  }
`);

export const seasonsApi: CodebookApi = {
  key: 'seasons',
  list: () => request(SeasonsDocument).then((data) => data.seasons),
  one: (id) => request(SeasonDocument, { id }).then((data) => data.season),
  create: (input) => request(CreateSeasonDocument, { input: input as unknown as SeasonInput }).then((data) => data.createSeason),
  update: (id, input) =>
    request(UpdateSeasonDocument, { input: { ...(input as unknown as SeasonInput), id } }).then((data) => data.updateSeason),
  remove: (id) => request(DeleteSeasonDocument, { id }).then((data) => data.deleteSeason),
};
