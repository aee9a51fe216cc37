// GraphQL operations of the racingDisciplines codebook.
import { graphql } from '../../../gql';
import type { RacingDisciplineInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import type { CodebookApi } from '../codebook';

export const RacingDisciplinesDocument = graphql(`
  query RacingDisciplines {
    racingDisciplines { id departmentId departmentName code name team }
  }
`);

export const RacingDisciplineDocument = graphql(`
  query RacingDiscipline($id: Int!) {
    racingDiscipline(id: $id) { id departmentId departmentName code name team }
  }
`);

export const CreateRacingDisciplineDocument = graphql(`
  mutation CreateRacingDiscipline($input: RacingDisciplineInput!) {
    createRacingDiscipline(input: $input) { id departmentId departmentName code name team }
  }
`);

export const UpdateRacingDisciplineDocument = graphql(`
  mutation UpdateRacingDiscipline($input: UpdateRacingDisciplineInput!) {
    updateRacingDiscipline(input: $input) { id departmentId departmentName code name team }
  }
`);

export const DeleteRacingDisciplineDocument = graphql(`
  mutation DeleteRacingDiscipline($id: Int!) {
    deleteRacingDiscipline(id: $id) { id departmentId departmentName code name team }
  }
`);

export const racingDisciplinesApi: CodebookApi = {
  key: 'racingDisciplines',
  list: () => request(RacingDisciplinesDocument).then((data) => data.racingDisciplines),
  one: (id) => request(RacingDisciplineDocument, { id }).then((data) => data.racingDiscipline),
  create: (input) => request(CreateRacingDisciplineDocument, { input: input as unknown as RacingDisciplineInput }).then((data) => data.createRacingDiscipline),
  update: (id, input) =>
    request(UpdateRacingDisciplineDocument, { input: { ...(input as unknown as RacingDisciplineInput), id } }).then((data) => data.updateRacingDiscipline),
  remove: (id) => request(DeleteRacingDisciplineDocument, { id }).then((data) => data.deleteRacingDiscipline),
};
