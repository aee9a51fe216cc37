// GraphQL operations of the racingTechniques codebook.
import { graphql } from '../../../gql';
import type { RacingTechniqueInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import type { CodebookApi } from '../codebook';

export const RacingTechniquesDocument = graphql(`
  query RacingTechniques {
    racingTechniques { id code name }
  }
`);

export const RacingTechniqueDocument = graphql(`
  query RacingTechnique($id: Int!) {
    racingTechnique(id: $id) { id code name }
  }
`);

export const CreateRacingTechniqueDocument = graphql(`
  mutation CreateRacingTechnique($input: RacingTechniqueInput!) {
    createRacingTechnique(input: $input) { id code name }
  }
`);

export const UpdateRacingTechniqueDocument = graphql(`
  mutation UpdateRacingTechnique($input: UpdateRacingTechniqueInput!) {
    updateRacingTechnique(input: $input) { id code name }
  }
`);

export const DeleteRacingTechniqueDocument = graphql(`
  mutation DeleteRacingTechnique($id: Int!) {
    deleteRacingTechnique(id: $id) { id code name }
  }
`);

export const racingTechniquesApi: CodebookApi = {
  key: 'racingTechniques',
  list: () => request(RacingTechniquesDocument).then((data) => data.racingTechniques),
  one: (id) => request(RacingTechniqueDocument, { id }).then((data) => data.racingTechnique),
  create: (input) => request(CreateRacingTechniqueDocument, { input: input as unknown as RacingTechniqueInput }).then((data) => data.createRacingTechnique),
  update: (id, input) =>
    request(UpdateRacingTechniqueDocument, { input: { ...(input as unknown as RacingTechniqueInput), id } }).then((data) => data.updateRacingTechnique),
  remove: (id) => request(DeleteRacingTechniqueDocument, { id }).then((data) => data.deleteRacingTechnique),
};
