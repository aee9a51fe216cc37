// Uploading a FIS points list (CSV or XLSX as FIS publishes it; multipart GraphQL with the
// upload's progress). The server loads it at once and proposes FIS codes from it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { uploadFile } from '../../../lib/graphql-client';
import type { UploadProgress } from '../../../lib/upload-request';
import { cleanupKeys } from './keys';

export const UploadFisPointsListDocument = graphql(`
  mutation UploadFisPointsList($file: Upload!) {
    uploadFisPointsList(file: $file) { fileName sector listKey listName athletes newList added proposals }
  }
`);

export function useUploadFisPointsList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (progress: UploadProgress) => void }) =>
      uploadFile(UploadFisPointsListDocument, { file: null }, 'file', file, { onUploadProgress: onProgress }).then((data) => data.uploadFisPointsList),
    // The lists, the proposals and the hub's count change with a new list.
    onSuccess: () => client.invalidateQueries({ queryKey: cleanupKeys.all }),
  });
}
