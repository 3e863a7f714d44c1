// What every case form asks about the case itself (customer-area §5 "Contact form: contract, category, subject,
// description required; attachments min 1, max 6"; §9 "Attachments: contact min 1, max 6"): the category, subject,
// description and attachments, with the API's field names (POST crm/cases/ and crm/unsigned/) so that a 400's errors
// land on them. The request, customer contact and unsigned contact forms add who and what contract it is about.
import { t } from '@lingui/core/macro';
import * as v from 'valibot';
import { MAX_CASE_ATTACHMENTS, MIN_CASE_ATTACHMENTS, isFile } from './case-files';

/** The reference API's limits of the texts. */
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 5000;

/** The entries of a case's own fields, for `v.object({ ...caseEntries(), … })`. */
export function caseEntries() {
  const required = t`The field cannot be empty`;
  const subjectMax = MAX_SUBJECT_LENGTH;
  const descriptionMax = MAX_DESCRIPTION_LENGTH;
  const maxFiles = MAX_CASE_ATTACHMENTS;
  return {
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
      v.minLength(MIN_CASE_ATTACHMENTS, t`Attach at least one file.`),
      v.maxLength(maxFiles, t`You can attach at most ${maxFiles} files.`),
    ),
  };
}

/** The contract a signed-in customer's case is about. */
export function contractEntry() {
  return { polissa_id: v.pipe(v.string(), v.nonEmpty(t`The field cannot be empty`)) };
}

/**
 * A signed-in customer's case (POST crm/cases/), as the request and customer contact forms send it: the contract, then
 * the case's own fields. With autolectures the contact form does not ask the category: it is 20 (customer-area §9
 * "Autolectures category id 20"), set by the form.
 */
export function signedCaseSchema() {
  return v.object({ ...contractEntry(), ...caseEntries() });
}

export type SignedCaseInput = v.InferInput<ReturnType<typeof signedCaseSchema>>;
export type SignedCaseValues = v.InferOutput<ReturnType<typeof signedCaseSchema>>;
