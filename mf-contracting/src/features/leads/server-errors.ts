// A 400 of a lead call shown as the step's own field errors, in the visitor's language (issue 41 item 3: "Every 400 the
// API can return on these forms maps to a translated message under its field"). The API names the FormConfirm's fields
// (`owner.first_name`, `cups.dp`, `bank.iban`, api/docs/contracting.md) and answers its messages in English or as the
// spec's keys (api/src/core/messages.ts, lead-rules.ts); each step's form names them its own way.
import { t } from '@lingui/core/macro';
import { HttpError, isHttpError } from '@portal/shared/http';
import { fileTooLargeMessage } from '@portal/shared/validation';

/** The steps that send a lead, by the wizard's step keys. */
export type LeadFormStep =
  | 'installation'
  | 'person'
  | 'contract'
  | 'gasContract'
  | 'payment'
  | 'confirmation';

const ADDRESS_PARTS = ['state', 'poblacio', 'tv', 'nv', 'pnp', 'bq', 'es', 'pt', 'pu', 'aclarador'] as const;

/** The FormConfirm's field (as the API names it in `errors`) → the step form's field. */
const FORM_FIELDS: Record<LeadFormStep, Record<string, string>> = {
  installation: {
    allow_contact: 'leadsConsent',
    activeContract: 'activeContract',
    cups: 'cups',
    'cups.name': 'cups',
    'cups.dp': 'dp',
    'cups.municipi': 'ine',
    'cups.ref_catastral': 'ref_catastral',
    ...Object.fromEntries(ADDRESS_PARTS.map((part) => [`cups.${part}`, part])),
    cnae: 'cnae',
    'cnae.cnae': 'cnae',
    comerOrigin: 'comerOrigin',
    invoice: 'invoice',
  },
  person: {
    owner: 'vat',
    'owner.type': 'vat',
    'owner.fisic_vat': 'vat',
    'owner.juridic_vat': 'vat',
    'owner.first_name': 'name',
    'owner.name': 'name',
    'owner.surname1': 'surName1',
    'owner.surname2': 'surName2',
    'owner.rep_vat': 'vatRepresentante',
    'owner.rep_name': 'nameRepresentante',
    'owner.rep_surname1': 'surName1Representante',
    'owner.rep_surname2': 'surName2Representante',
    'owner.changeOwner': 'changeOwner',
    'owner_address.mobile': 'mobile',
    'owner_address.email': 'email',
    'owner_address.zip': 'ownerAddress.dp',
    'owner_address.municipi': 'ownerAddress.ine',
    'owner_address.ref_catastral': 'ownerAddress.ref_catastral',
    ...Object.fromEntries(ADDRESS_PARTS.map((part) => [`owner_address.${part}`, `ownerAddress.${part}`])),
    nif_faceup: 'nifFaceup',
    nif_facedown: 'nifFaceup',
    cif: 'nifEmpresa',
    commsLanguage: 'commsLanguage',
  },
  contract: {
    power: 'power',
    power2: 'power2',
    power3: 'power3',
    power4: 'power4',
    power5: 'power5',
    power6: 'power6',
    tarifa: 'selectedProduct',
    tarifaATR: 'accessTariff',
    promotional_code: 'promotionalCode',
    selfconsCode: 'selfconsAttachments',
    selfcons_attach: 'selfconsAttachments',
  },
  gasContract: {
    cups: 'cups',
    'cups.name': 'cups',
    tarifa: 'selectedProduct',
    tarifaATR: 'accessTariff',
    comerOrigin: 'comerOrigin',
    invoice: 'invoice',
    'owner.changeOwner': 'changeOwner',
  },
  payment: {
    bank: 'iban',
    'bank.iban': 'iban',
    'bank.owner_is_bank_owner': 'isOwner',
  },
  confirmation: {
    accept_gdpr: 'acceptGdpr',
    accept_ov_conditions: 'acceptOVConditions',
    activate_publicity: 'acceptPublicity',
  },
};

/**
 * The file field of each step's form: where a 413 `file_too_large` (a lead's body over the API's upload limit names its
 * field `file`, api/src/core/errors.ts) is shown. The person step's company form has its documents instead.
 */
const FILE_FIELDS: Record<LeadFormStep, string | undefined> = {
  installation: 'invoice',
  person: 'nifFaceup',
  contract: 'selfconsAttachments',
  gasContract: 'invoice',
  payment: undefined,
  confirmation: undefined,
};

/** A file list's item (`nif_faceup.0.content`, `invoice.1.name`): the list's own field. */
const FILE_ITEM = /^(invoice|nif_faceup|nif_facedown|cif|selfcons_attach)\.\d+(\..*)?$/;

/** The limit of a 413 `file_too_large` as its body says it (`limit_bytes`), if it does. */
function limitOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const limit = (body as { limit_bytes?: unknown }).limit_bytes;
  return typeof limit === 'number' && limit > 0 ? limit : undefined;
}

/** An API message of a lead call in the visitor's words; one the portal does not know is "not valid", never raw. */
export function leadServerMessage(message: string): string {
  const tooLong = /^The value is too long \((\d+)\)$/.exec(message);
  if (tooLong) {
    const max = Number(tooLong[1]);
    return t`Maximum ${max} characters`;
  }
  switch (message) {
    case 'The field cannot be empty':
      return t`Required field`;
    case 'CUPS not valid':
      return t`CUPS not valid`;
    case 'CUPS not available':
      return t`CUPS not available`;
    case 'The postal code must have 5 characters':
      return t`The postal code must have 5 characters`;
    case 'not valid ref':
      return t`Not a valid cadastral reference`;
    case 'invalid attachment type':
      return t`Invalid attachment type`;
    case 'invalid VAT':
      return t`Invalid VAT`;
    case 'company VAT not allowed':
      return t`Company VAT not allowed`;
    case 'mobile not valid':
      return t`Mobile not valid`;
    case 'validation email not valid':
      return t`E-mail not valid`;
    case 'must be greater than previous':
      return t`Must be greater than the previous field`;
    case 'power not valid':
      return t`The power is too low`;
    case 'iban_field_invalid':
      return t`IBAN not valid`;
    case 'must be accepted':
    case 'contractation ov validation':
      return t`Required field`;
    default:
      return t`The value is not valid`;
  }
}

/**
 * The same failure with a 400's field errors named as `step`'s form names them and in the visitor's words, for the
 * form to show under each field (a field the form does not have is shown above it, translated too); a 413 (a file
 * over the API's upload limit) under the step's file field (`fileField` when the form shows another one, the
 * company's documents), with the limit; any other failure as it came.
 */
export function leadFieldErrors(error: unknown, step: LeadFormStep, fileField?: string): unknown {
  if (isHttpError(error, 413)) {
    const field = fileField ?? FILE_FIELDS[step];
    const limit = limitOf(error.body);
    if (!field || limit === undefined) return error;
    return new HttpError(error.status, error.message, { [field]: fileTooLargeMessage(limit) }, error.body);
  }
  if (!isHttpError(error, 400)) return error;
  const fields = FORM_FIELDS[step];
  const errors: Record<string, string> = {};
  for (const [sent, message] of Object.entries(error.errors)) {
    const field = sent.replace(FILE_ITEM, '$1');
    const name = Object.hasOwn(fields, field) ? fields[field] : undefined;
    const key = name ?? field;
    errors[key] ??= leadServerMessage(message);
  }
  return new HttpError(error.status, error.message, errors, error.body);
}
