// Adds a ranking document (a points list as PDF or a spreadsheet, at most 10 MB) to a
// department's season, hidden until published; the upload reports its progress.
import { graphql } from '../../../gql';
import { type UploadProgress, uploadFile } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { rankingKeys } from './keys';

export const UploadRankingDocumentDocument = graphql(`
  mutation UploadRankingDocument($departmentId: Int!, $season: Int!, $title: String, $file: Upload!) {
    uploadRankingDocument(departmentId: $departmentId, season: $season, title: $title, file: $file) { id title }
  }
`);

export interface UploadRankingDocumentVariables {
  departmentId: number;
  season: number;
  title: string | null;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

export const useUploadRankingDocument = () =>
  useInvalidatingMutation([rankingKeys.all], ({ departmentId, season, title, file, onProgress }: UploadRankingDocumentVariables) =>
    uploadFile(UploadRankingDocumentDocument, { departmentId, season, title, file: null }, 'file', file, { onUploadProgress: onProgress }).then(
      (data) => data.uploadRankingDocument,
    ),
  );
