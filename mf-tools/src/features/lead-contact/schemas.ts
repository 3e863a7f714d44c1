// The lead-contact form (visitor-features §3 "Lead contact form"; §5 "Lead contact: name, surname1 and contactHours
// required; email required and valid; telephone at least 4 characters and valid; optional invoice file at most 15 MB;
// consent must be checked"; §8 "consent required; file-size message 'File size must be less than 15MB'"; §9 "Contact
// hour slots: 9-13h, 13-15h, 15-19h, 19-21h", "lead contact file limit 15,000,000 bytes").
import { t } from '@lingui/core/macro';
import { checkedSchema, emailSchema, phoneSchema, requiredString } from '@portal/shared/validation';
import * as v from 'valibot';

export const CONTACT_HOURS = ['9-13h', '13-15h', '15-19h', '19-21h'] as const;
export type ContactHours = (typeof CONTACT_HOURS)[number];
/** visitor-features §9: lead contact file limit 15,000,000 bytes. */
export const LEAD_FILE_LIMIT = 15_000_000;

export interface LeadContactInput {
  name: string;
  surname1: string;
  surname2: string;
  email: string;
  telephone: string;
  contactHours: string;
  invoice: File[];
  consent: boolean;
}

export interface LeadContactOptions {
  /** The comparators' manual mode sends the invoice: then it is required. */
  invoiceRequired?: boolean;
}

export function leadContactSchema({ invoiceRequired = false }: LeadContactOptions = {}) {
  const required = t`Required field`;
  return v.object({
    name: requiredString(required),
    surname1: requiredString(required),
    surname2: v.pipe(v.string(), v.trim()),
    email: emailSchema(t`E-mail not valid`, required),
    telephone: phoneSchema(t`Telephone not valid`, required),
    contactHours: v.picklist(CONTACT_HOURS, required),
    invoice: v.pipe(
      v.array(v.instance(File)),
      v.check((files) => !invoiceRequired || files.length > 0, t`Attach your invoice`),
      v.maxLength(1, t`Attach one file only`),
      v.check(
        (files) => files.every((file) => file.size <= LEAD_FILE_LIMIT),
        t`File size must be less than 15MB`,
      ),
    ),
    consent: checkedSchema(t`Consent required`),
  });
}

export type LeadContactValues = v.InferOutput<ReturnType<typeof leadContactSchema>>;

export const EMPTY_LEAD_CONTACT: LeadContactInput = {
  name: '',
  surname1: '',
  surname2: '',
  email: '',
  telephone: '',
  contactHours: '',
  invoice: [],
  consent: false,
};

/** The lead fields every lead call sends (visitor-features §3), the invoice as `{ name, content }` (a data URL). */
export interface LeadContactPayload {
  name: string;
  surname1: string;
  surname2?: string;
  email: string;
  telephone: string;
  contactHours: ContactHours;
  consent: boolean;
  invoice?: { name: string; content: string };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export async function toLeadContactPayload(values: LeadContactValues): Promise<LeadContactPayload> {
  const [file] = values.invoice;
  return {
    name: values.name,
    surname1: values.surname1,
    ...(values.surname2 ? { surname2: values.surname2 } : {}),
    email: values.email,
    telephone: values.telephone,
    contactHours: values.contactHours,
    consent: values.consent,
    ...(file ? { invoice: { name: file.name, content: await readAsDataUrl(file) } } : {}),
  };
}
