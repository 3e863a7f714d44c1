// The request form (customer-area §5 "Contact form: contract, category, subject, description required; attachments
// min 1, max 6"; §9 "Attachments: contact min 1, max 6"). The field names are the API's (POST crm/cases/), so that a
// 400's errors land on them. The size limit of each file is checked when it is chosen (setting fileUploadSizeLimit).
import { t } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  ACCEPTED_CASE_FILES,
  MAX_CASE_ATTACHMENTS,
  MIN_CASE_ATTACHMENTS,
  isFile,
} from '../../lib/case-files';

export const MIN_ATTACHMENTS = MIN_CASE_ATTACHMENTS;
export const MAX_ATTACHMENTS = MAX_CASE_ATTACHMENTS;
/** The reference API's limits of the texts. */
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 5000;
export const ACCEPTED_FILES = ACCEPTED_CASE_FILES;

export function requestSchema() {
  const required = t`The field cannot be empty`;
  const subjectMax = MAX_SUBJECT_LENGTH;
  const descriptionMax = MAX_DESCRIPTION_LENGTH;
  const maxFiles = MAX_ATTACHMENTS;
  return v.object({
    polissa_id: v.pipe(v.string(), v.nonEmpty(required)),
    category: v.pipe(v.string(), v.nonEmpty(required)),
    subject: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(subjectMax, t`At most ${subjectMax} characters.`),
    ),
    description: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(descriptionMax, t`At most ${descriptionMax} characters.`),
    ),
    attachment: v.pipe(
      v.array(v.custom<File>(isFile)),
      v.minLength(MIN_ATTACHMENTS, t`Attach at least one file.`),
      v.maxLength(maxFiles, t`You can attach at most ${maxFiles} files.`),
    ),
  });
}

export type RequestInput = v.InferInput<ReturnType<typeof requestSchema>>;
export type RequestValues = v.InferOutput<ReturnType<typeof requestSchema>>;
