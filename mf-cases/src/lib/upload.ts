// A multipart POST with upload progress (customer-area §2 issue 11 "uploads show progress"). The one HTTP client
// (`@portal/shared/http`, fetch) cannot report how much of a request body has gone, so the contact forms send their
// files with XMLHttpRequest, the way that client would: the versioned API path, the token, the brand and the
// language headers, its typed errors (400 errors map, a 401 token_expired emits session:expired, no answer is a
// NetworkError).
import { readTokenCookie } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { type HttpError, NetworkError, apiUrl, httpConfig, httpErrorFrom } from '@portal/shared/http';

export interface UploadOptions {
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** POSTs `body` to the API path `path` (version 1) and answers its JSON; progress goes to `onProgress`. */
export function postWithProgress<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    const token = readTokenCookie();
    const { brand, locale } = httpConfig();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('X-Brand', brand);
    xhr.setRequestHeader('Accept-Language', locale);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve((text ? JSON.parse(text) : undefined) as T);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      const response = new Response(text || null, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: headersOf(xhr),
      });
      void httpErrorFrom(response).then((error: HttpError) => {
        if (error.status === 401 && error.message === 'token_expired')
          bus.emit('session:expired', { source: 'http' });
        reject(error);
      });
    });
    xhr.addEventListener('error', () => reject(new NetworkError()));
    xhr.addEventListener('timeout', () => reject(new NetworkError('timeout')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was aborted', 'AbortError')));
    if (signal) {
      if (signal.aborted) {
        xhr.abort();
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
