// File downloads: the name comes from content-disposition (a missing header fails silently, as the spec says) and the
// object URL is revoked after 100 ms. Errors inside a file response (401 token_expired) go through the same client.
import type { ApiVersion } from './config';
import { api, type RequestOptions } from './client';

export const DOWNLOAD_REVOKE_DELAY_MS = 100;

/** The file name of a content-disposition header (RFC 6266 filename* or filename), or undefined. */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return star[1].trim();
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value ? value.trim() : undefined;
}

export function saveBlob(blob: Blob, filename: string, options: { newTab?: boolean } = {}): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  if (options.newTab) link.target = '_blank';
  else link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_REVOKE_DELAY_MS);
}

export interface DownloadResult {
  saved: boolean;
  filename: string | undefined;
}

/** Downloads `path` and saves it under the server's file name. Without content-disposition nothing is saved. */
export async function downloadFile(
  path: string,
  options: RequestOptions & { version?: ApiVersion; newTab?: boolean } = {},
): Promise<DownloadResult> {
  const response = await api.raw('get', path, options);
  const filename = filenameFromContentDisposition(response.headers.get('content-disposition'));
  if (!filename) return { saved: false, filename: undefined };
  saveBlob(await response.blob(), filename, { newTab: options.newTab });
  return { saved: true, filename };
}
