// A multipart POST with upload progress (issue 11 "uploads show progress"). fetch cannot report how much of a request
// body has gone (streamed request bodies need HTTP/2), so uploads go through XMLHttpRequest, the way the client does
// every other call: the versioned API path, the portal's headers, its typed errors (400 errors map, a 401
// token_expired reported as session:expired, no answer is a NetworkError).
import { apiUrl, bearerOf, portalHeaders, reportExpiredSession } from './client';
import { DEFAULT_API_VERSION, type ApiVersion, httpConfig } from './config';
import { NetworkError, TimeoutError, httpErrorFrom } from './errors';

export interface UploadOptions {
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  version?: ApiVersion;
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

/** POSTs `body` to the API path `path` and answers its JSON; progress goes to `onProgress`. */
export function postWithProgress<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal, version = DEFAULT_API_VERSION } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, version));
    const headers = portalHeaders();
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // The time limit counts silence, not the whole upload: a large file on a slow line keeps going while bytes
    // leave; the API must then answer within the limit (issue 15 finding 10, like every other call).
    const { timeoutMs } = httpConfig();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const giveUp = () => {
      settled = true;
      reject(new TimeoutError(timeoutMs));
      xhr.abort();
    };
    const rearm = () => {
      clearTimeout(timer);
      if (!settled) timer = setTimeout(giveUp, timeoutMs);
    };
    xhr.addEventListener('loadend', () => {
      settled = true;
      clearTimeout(timer);
    });
    xhr.upload.addEventListener('progress', rearm);
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
      void httpErrorFrom(response).then((error) =>
        reject(reportExpiredSession(error, bearerOf(headers.Authorization))),
      );
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
    rearm();
  });
}
