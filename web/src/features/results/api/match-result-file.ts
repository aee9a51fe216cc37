// Bulk upload, step one: which events a result file may be for (multipart GraphQL, one file
// per request). Nothing is stored; `uploadResults` then takes the file to the chosen event.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { uploadFile } from '../../../lib/graphql-client';

export const MatchResultFileDocument = graphql(`
  mutation MatchResultFile($file: Upload!) {
    matchResultFile(file: $file) {
      fileName format races rows dates places
      candidates { racingEventId name place dateFrom dateTo score }
      chosenEventId error
    }
  }
`);

export function useMatchResultFile() {
  return useMutation({
    mutationFn: (file: File) => uploadFile(MatchResultFileDocument, { file: null }, 'file', file).then((data) => data.matchResultFile),
  });
}
