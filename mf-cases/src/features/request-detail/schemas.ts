// A customer's reply to a request (POST crm/cases/{id}/messages/, designed by the reference API): a text, and 0 to 6
// files (the attachment limits of customer-area §9, none required for a reply). The field names are the API's.
import { t } from '@lingui/core/macro';
import type { CaseState } from '@portal/shared/api-types';
import * as v from 'valibot';
import { MAX_CASE_ATTACHMENTS, isFile } from '../../lib/case-files';

export const MAX_REPLY_ATTACHMENTS = MAX_CASE_ATTACHMENTS;
export const MAX_REPLY_LENGTH = 5000;

/**
 * A request takes more messages while it is open: accepted and denied are answers that close it (customer-area §4
 * "Case message states"); additional information needed, being processed and in process take a reply.
 */
export function acceptsReplies(state: CaseState): boolean {
  return state !== 'accepted' && state !== 'denied';
}

export function replySchema() {
  const max = MAX_REPLY_LENGTH;
  const maxFiles = MAX_REPLY_ATTACHMENTS;
  return v.object({
    text: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t`The field cannot be empty`),
      v.maxLength(max, t`At most ${max} characters.`),
    ),
    attachment: v.pipe(
      v.array(v.custom<File>(isFile)),
      v.maxLength(maxFiles, t`You can attach at most ${maxFiles} files.`),
    ),
  });
}

export type ReplyInput = v.InferInput<ReturnType<typeof replySchema>>;
export type ReplyValues = v.InferOutput<ReturnType<typeof replySchema>>;
