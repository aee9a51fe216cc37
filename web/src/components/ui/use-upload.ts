import { useState } from 'react';
import { t } from '../../lib/i18n';
import { type UploadProgress, uploadFraction } from '../../lib/upload-request';

/** One file upload at a time, as `FileDropzone` shows it: the progress (undefined while none
 * runs) and the message of the last failure. */
export function useUpload() {
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  return {
    progress,
    error,
    busy: progress !== undefined,
    /** Sends with `send` (which reports the progress to the callback it gets), then hands the
     * answer to `done`; a failure's message stays under the dropzone. */
    start<T>(send: (onProgress: (sent: UploadProgress) => void) => Promise<T>, done: (answer: T) => unknown) {
      setError(undefined);
      setProgress(0);
      send((sent) => setProgress(uploadFraction(sent)))
        .then(done)
        .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : t('ui.error')))
        .finally(() => setProgress(undefined));
    },
  };
}
