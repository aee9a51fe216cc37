// Files a feedback report; with a screenshot (PNG, JPEG or WebP, at most 10 MB) it goes as a
// GraphQL multipart upload that reports its progress, without one as plain JSON.
import { graphql } from '../../../gql';
import type { FeedbackInput } from '../../../gql/graphql';
import { type UploadProgress, request, uploadFile } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { feedbackKeys } from './keys';

export const ReportFeedbackDocument = graphql(`
  mutation ReportFeedback($input: FeedbackInput!, $file: Upload) {
    reportFeedback(input: $input, file: $file) { id }
  }
`);

export interface ReportFeedbackVariables {
  input: FeedbackInput;
  screenshot: File | undefined;
  onProgress: (progress: UploadProgress) => void;
}

export const useReportFeedback = () =>
  useInvalidatingMutation([feedbackKeys.all], ({ input, screenshot, onProgress }: ReportFeedbackVariables) =>
    (screenshot
      ? uploadFile(ReportFeedbackDocument, { input, file: null }, 'file', screenshot, { onUploadProgress: onProgress })
      : request(ReportFeedbackDocument, { input, file: null })
    ).then((data) => data.reportFeedback),
  );
