// Files kept as base64 data URLs ("content as base64 data URL", visitor-features §3) in the wizard's state in memory;
// never in storage (issue 41 item 6): a stored draft leaves them out, and what a step last sent is kept as a
// fingerprint (`leadFingerprint`) in which each file is a short digest.
import type { LeadFile } from '@portal/shared/api-types';

export function readAsDataUrl(file: File): Promise<LeadFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ name: file.name, content: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The files of a stored draft: only well-formed {name, content} entries. */
export function storedFiles(value: unknown): LeadFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (file): file is LeadFile =>
      typeof file === 'object' &&
      file !== null &&
      typeof (file as LeadFile).name === 'string' &&
      typeof (file as LeadFile).content === 'string',
  );
}

export function isDataUrl(value: string): boolean {
  return value.startsWith('data:');
}

/** A short digest of a string (FNV-1a, 32 bits): tells a changed file from an unchanged one, reveals nothing of it. */
function digest(value: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/**
 * What a step sent, to tell whether it changed (visitor-features §4 "only if it changed"): the request as JSON with
 * each file's data URL replaced by its length and digest, so no file content reaches the stored wizard state.
 */
export function leadFingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' && isDataUrl(item) ? `file:${String(item.length)}:${digest(item)}` : item,
  );
}
