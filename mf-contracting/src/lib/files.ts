// Files kept as base64 data URLs ("content as base64 data URL", visitor-features §3), so the wizard state can hold
// them through a reload.
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
