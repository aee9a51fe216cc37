// Uploading an import file: the preview comes back (a DRAFT), with the upload's progress.
import { graphql } from '../../../gql';
import type { ImportEncoding } from '../../../gql/graphql';
import { uploadFile } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { type UploadProgress } from '../../../lib/upload-request';
import { memberImportKeys } from './keys';

export const UploadMemberImportDocument = graphql(`
  mutation UploadMemberImport($input: UploadMemberImportInput!, $file: Upload!) {
    uploadMemberImport(input: $input, file: $file) { id }
  }
`);

export interface UploadMemberImportVariables {
  clubId: number;
  /** Null: the server detects it. */
  encoding: ImportEncoding | null;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

export function useUploadMemberImport() {
  return useInvalidatingMutation([memberImportKeys.all], ({ clubId, encoding, file, onProgress }: UploadMemberImportVariables) =>
    uploadFile(UploadMemberImportDocument, { input: { clubId, encoding }, file: null }, 'file', file, { onUploadProgress: onProgress }).then(
      (data) => data.uploadMemberImport.id,
    ),
  );
}
