// Requests more than one test file sends: a file as a data URL, a case's payload, a contracting lead's first step.
import type { LeadRequest } from '@portal/shared/api-types';
import { cupsOf } from '../domains/contracting/catalog';

/** `data` as a data URL of `type` (how the portal sends an attachment in JSON). */
export const dataUrl = (type: string, data: Buffer | string): string =>
  `data:${type};base64,${Buffer.from(data).toString('base64')}`;

/** A case of the household customer on contract 0010001 (POST crm/cases/), with `attachment`. */
export const casePayload = (
  attachment: { name: string; content: string },
  text: { subject?: string; description?: string } = {},
) => ({
  polissa_id: '0010001',
  category: 1,
  subject: text.subject ?? 'Duda',
  description: text.description ?? 'Adjunto',
  attachment: [attachment],
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
