// Uploading a result file to an event (multipart GraphQL, with the upload's progress). A file
// that is not results is refused at once; otherwise the worker imports it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ResultFormat } from '../../../gql/graphql';
import { uploadFile } from '../../../lib/graphql-client';
import type { UploadProgress } from '../../../lib/upload-request';
import { getResultImportQueryOptions } from './result-import';
import { resultKeys } from './keys';

export const UploadResultsDocument = graphql(`
  mutation UploadResults($input: UploadResultsInput!, $file: Upload!) {
    uploadResults(input: $input, file: $file) {
      id racingEventId raceId fileName format state progress totalRows processedRows raceCount
      counts { key label count }
      problems error createdAt finishedAt
    }
  }
`);

export interface UploadResultsVariables {
  racingEventId: number;
  /** The event's race the file is for; null: by the dates in the file. */
  raceId: number | null;
  /** Null: the server tells it from the file. */
  format: ResultFormat | null;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

export function useUploadResults() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ racingEventId, raceId, format, file, onProgress }: UploadResultsVariables) =>
      uploadFile(UploadResultsDocument, { input: { racingEventId, raceId, format }, file: null }, 'file', file, {
        onUploadProgress: onProgress,
      }).then((data) => data.uploadResults),
    onSuccess: async (started) => {
      client.setQueryData(getResultImportQueryOptions(started.id).queryKey, started);
      await client.invalidateQueries({ queryKey: resultKeys.events });
    },
  });
}
