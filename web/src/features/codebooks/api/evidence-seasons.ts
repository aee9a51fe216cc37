// GraphQL operations of the evidenceSeasons codebook.
import { graphql } from '../../../gql';
import type { EvidenceSeasonInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import type { CodebookApi } from '../codebook';

export const EvidenceSeasonsDocument = graphql(`
  query EvidenceSeasons {
    evidenceSeasons { id year name validFrom validTo }
  }
`);

export const EvidenceSeasonDocument = graphql(`
  query EvidenceSeason($id: Int!) {
    evidenceSeason(id: $id) { id year name validFrom validTo }
  }
`);

export const CreateEvidenceSeasonDocument = graphql(`
  mutation CreateEvidenceSeason($input: EvidenceSeasonInput!) {
    createEvidenceSeason(input: $input) { id year name validFrom validTo }
  }
`);

export const UpdateEvidenceSeasonDocument = graphql(`
  mutation UpdateEvidenceSeason($input: UpdateEvidenceSeasonInput!) {
    updateEvidenceSeason(input: $input) { id year name validFrom validTo }
  }
`);

export const DeleteEvidenceSeasonDocument = graphql(`
  mutation DeleteEvidenceSeason($id: Int!) {
    deleteEvidenceSeason(id: $id) { id year name validFrom validTo }
  }
`);

export const evidenceSeasonsApi: CodebookApi = {
  key: 'evidenceSeasons',
  list: () => request(EvidenceSeasonsDocument).then((data) => data.evidenceSeasons),
  one: (id) => request(EvidenceSeasonDocument, { id }).then((data) => data.evidenceSeason),
  create: (input) => request(CreateEvidenceSeasonDocument, { input: input as unknown as EvidenceSeasonInput }).then((data) => data.createEvidenceSeason),
  update: (id, input) =>
    request(UpdateEvidenceSeasonDocument, { input: { ...(input as unknown as EvidenceSeasonInput), id } }).then((data) => data.updateEvidenceSeason),
  remove: (id) => request(DeleteEvidenceSeasonDocument, { id }).then((data) => data.deleteEvidenceSeason),
};
