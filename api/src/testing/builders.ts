// Requests more than one test file sends: a file as a data URL, a case's payload, a contracting lead's first step.
import type { LeadRequest } from '@portal/shared/api-types';
import { cupsOf } from '../domains/contracting/catalog';

/** `data` as a data URL of `type` (how the portal sends an attachment in JSON). */
export const dataUrl = (type: string, data: Buffer | string): string =>
  `data:${type};base64,${Buffer.from(data).toString('base64')}`;

interface Attachment {
  name: string;
  content: string;
}
const attachments = (files: Attachment | readonly Attachment[]): Attachment[] =>
  Array.isArray(files) ? [...(files as readonly Attachment[])] : [files as Attachment];

/** A case of the household customer (POST crm/cases/): by default on contract 0010001, category 1, with `files`. */
export const casePayload = (
  files: Attachment | readonly Attachment[],
  fields: { polissa_id?: string; category?: number; subject?: string; description?: string } = {},
) => ({
  polissa_id: fields.polissa_id ?? '0010001',
  category: fields.category ?? 1,
  subject: fields.subject ?? 'Duda',
  description: fields.description ?? 'Adjunto',
  attachment: attachments(files),
});

/** A visitor's case (POST crm/unsigned/): by default a valid e-mail and mobile in unsigned category 4, with `files`. */
export const unsignedCasePayload = (
  files: Attachment | readonly Attachment[],
  fields: { email?: string; mobile?: string; category?: number; subject?: string; description?: string } = {},
) => ({
  email: fields.email ?? 'visitante@example.com',
  mobile: fields.mobile ?? '+34600000001',
  category: fields.category ?? 4,
  subject: fields.subject ?? 'Tarifas',
  description: fields.description ?? '¿Qué tarifas tenéis?',
  attachment: attachments(files),
});

/** A visitor's first contracting step: an available CUPS in Barcelona, a household. */
export const LEAD_STEP1: LeadRequest = {
  step: 1,
  allow_contact: true,
  activeContract: false,
  cups: {
    name: cupsOf('0021000000000001'),
    dp: '08001',
    poblacio: 'Barcelona',
    municipi: '08019',
    state: 8,
    tv: 1,
    nv: 'Mallorca',
    pnp: '10',
  },
  cnae: { cnae: 986, vivienda: true },
  comerOrigin: 2,
};
