// GraphQL operations of the racingTypes codebook.
import { graphql } from '../../../gql';
import type { RacingTypeInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import type { CodebookApi } from '../codebook';

export const RacingTypesDocument = graphql(`
  query RacingTypes {
    racingTypes { id departmentId departmentName code name team }
  }
`);

export const RacingTypeDocument = graphql(`
  query RacingType($id: Int!) {
    racingType(id: $id) { id departmentId departmentName code name team }
  }
`);

export const CreateRacingTypeDocument = graphql(`
  mutation CreateRacingType($input: RacingTypeInput!) {
    createRacingType(input: $input) { id departmentId departmentName code name team }
  }
`);

export const UpdateRacingTypeDocument = graphql(`
  mutation UpdateRacingType($input: UpdateRacingTypeInput!) {
    updateRacingType(input: $input) { id departmentId departmentName code name team }
  }
`);

export const DeleteRacingTypeDocument = graphql(`
  mutation DeleteRacingType($id: Int!) {
    deleteRacingType(id: $id) { id departmentId departmentName code name team }
  }
`);

export const racingTypesApi: CodebookApi = {
  key: 'racingTypes',
  list: () => request(RacingTypesDocument).then((data) => data.racingTypes),
  one: (id) => request(RacingTypeDocument, { id }).then((data) => data.racingType),
  create: (input) => request(CreateRacingTypeDocument, { input: input as unknown as RacingTypeInput }).then((data) => data.createRacingType),
  update: (id, input) =>
    request(UpdateRacingTypeDocument, { input: { ...(input as unknown as RacingTypeInput), id } }).then((data) => data.updateRacingType),
  remove: (id) => request(DeleteRacingTypeDocument, { id }).then((data) => data.deleteRacingType),
};
