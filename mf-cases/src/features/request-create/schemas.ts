// The request form (customer-area §5 "Contact form: contract, category, subject, description required; attachments
// min 1, max 6"; §9 "Attachments: contact min 1, max 6"): the contract, then the case's own fields (lib/case-schema).
// The size limit of each file is checked when it is chosen (setting fileUploadSizeLimit).
import * as v from 'valibot';
import { caseEntries, contractEntry } from '../../lib/case-schema';

export function requestSchema() {
  return v.object({ ...contractEntry(), ...caseEntries() });
}

export type RequestInput = v.InferInput<ReturnType<typeof requestSchema>>;
export type RequestValues = v.InferOutput<ReturnType<typeof requestSchema>>;
