// The customer contact form (customer-area §2 "Customer contact"; §5 "Contact form: contract, category, subject,
// description required; attachments min 1, max 6"; §9 "Attachments: contact min 1, max 6"): the request form's fields
// (POST crm/cases/). Each file's size is checked when it is chosen (setting fileUploadSizeLimit). With autolectures
// the category is not asked: it is 20 (§9 "Autolectures category id 20"), set by the form.
import * as v from 'valibot';
import { caseEntries, contractEntry } from '../../lib/case-schema';

export function contactSchema() {
  return v.object({ ...contractEntry(), ...caseEntries() });
}

export type ContactInput = v.InferInput<ReturnType<typeof contactSchema>>;
export type ContactValues = v.InferOutput<ReturnType<typeof contactSchema>>;
