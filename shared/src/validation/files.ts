// File checks for uploads (customer-area §5 "File upload"): the size limit is the setting fileUploadSizeLimit
// (default 15,000,000 bytes, "file too large" with the limit in MB) and the type must match the input's accept.
import { i18n } from '@lingui/core';
import { formatDecimal } from '@portal/shared/format';
import { getSetting } from '@portal/shared/settings';
import { unsafeUpload } from './upload-safety';

/** What the checks read of a File (a browser File or a multipart part on the API). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export type FileErrorKey = 'fileTooLarge' | 'fileTypeNotAccepted';

export function checkFileSize(
  file: FileLike,
  limit: number = getSetting('fileUploadSizeLimit'),
): 'fileTooLarge' | undefined {
  return file.size > limit ? 'fileTooLarge' : undefined;
}

function accepts(file: FileLike, rule: string): boolean {
  const wanted = rule.trim().toLowerCase();
  if (!wanted) return false;
  if (wanted.startsWith('.')) return file.name.toLowerCase().endsWith(wanted);
  const type = file.type.toLowerCase();
  if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
  return type === wanted;
}

/** `accept` as an input's accept attribute: MIME types, `type/*` and `.ext`, comma separated or a list. SVG files and
 * names with bidirectional control characters are never accepted, whatever `accept` says (upload-safety.ts). */
export function checkFileType(
  file: FileLike,
  accept: string | readonly string[],
): 'fileTypeNotAccepted' | undefined {
  if (unsafeUpload(file)) return 'fileTypeNotAccepted';
  const rules = (typeof accept === 'string' ? accept.split(',') : accept).filter((rule) => rule.trim());
  if (!rules.length) return undefined;
  return rules.some((rule) => accepts(file, rule)) ? undefined : 'fileTypeNotAccepted';
}

/** Bytes in (decimal) megabytes, as the spec counts 15,000,000 bytes as 15 MB. */
export function bytesToMb(bytes: number): number {
  return Math.round((bytes / 1_000_000) * 100) / 100;
}

/** "The file is too large" with the limit in MB, in the active locale (English when none is active, as on the API). */
export function fileTooLargeMessage(limitBytes: number): string {
  const limit = formatDecimal(bytesToMb(limitBytes), 2, i18n.locale || 'en-US');
  const descriptor = /*i18n*/ {
    id: 'validation.fileTooLarge',
    message: 'The file is too large. The maximum size is {limit} MB.',
    values: { limit },
  };
  if (!i18n.locale) return `The file is too large. The maximum size is ${limit} MB.`;
  return i18n._(descriptor);
}
