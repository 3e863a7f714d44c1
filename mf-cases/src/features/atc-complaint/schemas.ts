// The customer-service (ATC) complaint (customer-area §2 "Customer-service (ATC) complaint form"; §3 "ATC complaint
// payload: contract, tipus, subtipus, comments, attachment"; §5 "ATC form: contract, type, subtype and description
// required (atc_validation message)"). The field names are the API's (POST contracts/{contract}/atc/), so that a
// 400's errors land on them. One attachment at most, none required; its size is checked when it is chosen.
import { t } from '@lingui/core/macro';
import * as v from 'valibot';
import { isFile } from '../../lib/case-files';
import { atcValidationMessage } from '../../lib/case-form-errors';

export const MAX_COMMENTS_LENGTH = 5000;
export const MAX_ATC_ATTACHMENTS = 1;

export function atcSchema() {
  const required = atcValidationMessage();
  const max = MAX_COMMENTS_LENGTH;
  const tooLong = t`At most ${max} characters.`;
  return v.object({
    contract: v.pipe(v.string(), v.nonEmpty(required)),
    tipus: v.pipe(v.string(), v.nonEmpty(required)),
    subtipus: v.pipe(v.string(), v.nonEmpty(required)),
    comments: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong)),
    attachment: v.pipe(v.array(v.custom<File>(isFile)), v.maxLength(MAX_ATC_ATTACHMENTS)),
  });
}

export type AtcInput = v.InferInput<ReturnType<typeof atcSchema>>;
export type AtcValues = v.InferOutput<ReturnType<typeof atcSchema>>;
