// An image of the content area: uploaded on its own (JPEG, PNG or WebP, at most 10 MB) as soon
// as it is chosen, then named by its id in the article or page that shows it. The answer has the
// size and addresses the preview shows it with.
import { graphql } from '../../../gql';
import { type UploadProgress, uploadFile } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';

export const UploadContentImageDocument = graphql(`
  mutation UploadContentImage($file: Upload!) {
    uploadContentImage(file: $file) { id width height src srcSet }
  }
`);

/** An uploaded image as articles and pages show it. */
export interface ContentImageData {
  id: number;
  width: number;
  height: number;
  src: string;
  srcSet: string;
}

/** The types the server takes, as the dropzone offers and checks them. */
export const IMAGE_ACCEPT = ['.jpg', '.jpeg', '.png', '.webp'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export interface UploadContentImageVariables {
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

/** Nothing to refresh: the image is only named once the article or page is saved. */
export const useUploadContentImage = () =>
  useInvalidatingMutation([], ({ file, onProgress }: UploadContentImageVariables) =>
    uploadFile(UploadContentImageDocument, { file: null }, 'file', file, { onUploadProgress: onProgress }).then((data) => data.uploadContentImage),
  );
