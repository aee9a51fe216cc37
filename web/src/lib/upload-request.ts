// Sending a request body with upload progress (spec §7: a progress callback is passed for
// uploads). fetch cannot tell how much of the body has gone out; XMLHttpRequest can.
import { t } from './i18n';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes of the whole body; 0 when the browser does not know. */
  total: number;
}

export interface ProgressRequest {
  url: string;
  headers: Record<string, string>;
  body: XMLHttpRequestBodyInit;
  onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
}

export interface ProgressResponse {
  status: number;
  text: string;
}

/** POSTs a body with the session cookie and reports the upload's progress; resolves with the
 * answer whatever its status, rejects when the network fails or the request is aborted. */
export function postWithProgress(request: ProgressRequest): Promise<ProgressResponse> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => request.onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new Error(t('ui.error')));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}

/** How much of an upload is done, from 0 to 1; 0 while the size is unknown. */
export function uploadFraction(progress: UploadProgress | undefined): number {
  if (!progress || progress.total <= 0) return 0;
  return Math.min(1, Math.max(0, progress.loaded / progress.total));
}
