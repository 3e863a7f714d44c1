// Attachments of the case forms (customer-area §5 "Contact form: … attachments min 1, max 6"; §9 "Attachments:
// contact min 1, max 6; file size default 15 MB"). The size limit of each file is the setting fileUploadSizeLimit,
// checked by the upload field when a file is chosen; the API answers 413 `file_too_large` with `limit_bytes` when a
// file slips through, which `caseFormError` puts on the attachments field.
export const MIN_CASE_ATTACHMENTS = 1;
export const MAX_CASE_ATTACHMENTS = 6;
/** customer-area §3 "Attachment" and api/README: any image, or a PDF. */
export const ACCEPTED_CASE_FILES = 'image/*,application/pdf';
/** customer-area §9 "Autolectures category id 20" (send readings). */
export const AUTOLECTURES_CATEGORY = '20';

/** A chosen file (checked by shape: a test runner's File class may not be the page's). */
export function isFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && 'name' in value && 'size' in value && 'type' in value;
}
