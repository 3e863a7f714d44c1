// The visitor-features §5 rules of each wizard step that its JSON schema (the contract's LeadRequest and
// GasLeadRequest, src/contract/contracting.ts, which declare what each step needs) cannot say: the CUPS (a string or
// an address; valid and available), the tax ids' validity by person or company and the brand's company restriction,
// powers against each other, attachments and a visitor's acceptances.
// Returns the per-field errors.
import type { LeadFile, LeadRequest } from '@portal/shared/api-types';
import { isCompanyId, isValidCif, isValidCups, isValidNif } from '@portal/shared/validation';
import type { FieldErrors } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { isBlank } from '../../core/text';

export const LEAD_MESSAGES = {
  cupsNotAvailable: 'CUPS not available',
  companyNotAllowed: 'company VAT not allowed',
  greaterThanPrevious: 'must be greater than previous',
  mustAccept: 'must be accepted',
  mobileInvalid: MESSAGES.mobileInvalid,
  powerInvalid: 'power not valid',
} as const;

const DATA_URL = /^data:(image\/[\w.+-]+|application\/pdf);base64,[A-Za-z0-9+/=\s]*$/;

export interface LeadRuleContext {
  kind: 'electricity' | 'gas';
  authenticated: boolean;
  /** Availability of a CUPS in the registry (true when unknown). */
  cupsAvailable: (cups: string) => boolean;
  restrictCompanyVAT: boolean;
}

function checkFiles(errors: FieldErrors, field: string, list: LeadFile[] | undefined, min = 0): void {
  if ((list?.length ?? 0) < min) errors[field] = MESSAGES.required;
  else if (list?.some((f) => !DATA_URL.test(f.content))) errors[field] = MESSAGES.fileType;
}

function checkAddress(
  errors: FieldErrors,
  prefix: string,
  address: Partial<Record<'dp' | 'zip' | 'poblacio' | 'nv' | 'pnp', string>>,
  zipField: 'dp' | 'zip',
): void {
  const zip = address[zipField];
  if (!zip) errors[`${prefix}.${zipField}`] = MESSAGES.required;
  else if (!/^\d{5}$/.test(zip)) errors[`${prefix}.${zipField}`] = MESSAGES.zipcode;
  for (const field of ['poblacio', 'nv', 'pnp'] as const)
    if (!address[field]) errors[`${prefix}.${field}`] = MESSAGES.required;
}

/** The CUPS, whichever step names it (step 2 names it again): valid and available. */
function checkCups(body: LeadRequest, ctx: LeadRuleContext, errors: FieldErrors): void {
  // The schema requires `cups` at step 1; a blank string or address name is still no CUPS.
  const cups = typeof body.cups === 'string' ? body.cups : body.cups?.name;
  if (!cups?.trim()) errors.cups = MESSAGES.required;
  else if (!isValidCups(cups)) errors.cups = MESSAGES.cupsInvalid;
  else if (!ctx.cupsAvailable(cups)) errors.cups = LEAD_MESSAGES.cupsNotAvailable;
}

function step1(body: LeadRequest, ctx: LeadRuleContext, errors: FieldErrors): void {
  checkCups(body, ctx, errors);
  if (typeof body.cups === 'object') checkAddress(errors, 'cups', body.cups, 'dp');
  checkFiles(errors, 'invoice', body.invoice);
}

function step2(body: LeadRequest, ctx: LeadRuleContext, errors: FieldErrors): void {
  // The schema requires the owner, and its names and tax id by type: here, whether those ids are valid.
  const owner = body.owner;
  if (!owner) return;
  if (owner.type === 'F') {
    if (!isValidNif(owner.fisic_vat ?? '') || isCompanyId(owner.fisic_vat ?? ''))
      errors['owner.fisic_vat'] = MESSAGES.vatInvalid;
    checkFiles(errors, 'nif_faceup', body.nif_faceup, 1);
  } else {
    if (!isValidCif(owner.juridic_vat ?? '')) errors['owner.juridic_vat'] = MESSAGES.vatInvalid;
    else if (ctx.restrictCompanyVAT) errors['owner.juridic_vat'] = LEAD_MESSAGES.companyNotAllowed;
    if (!owner.rep_vat || !isValidNif(owner.rep_vat)) errors['owner.rep_vat'] = MESSAGES.vatInvalid;
    checkFiles(errors, 'cif', body.cif, 1);
  }
  const address = body.owner_address;
  if (address?.different_address) checkAddress(errors, 'owner_address', address, 'zip');
}

function step3(body: LeadRequest, ctx: LeadRuleContext, errors: FieldErrors): void {
  if (ctx.kind === 'gas') return;
  const powers = [body.power, body.power2, body.power3, body.power4, body.power5, body.power6];
  if (!body.power || body.power < 1) errors.power = LEAD_MESSAGES.powerInvalid;
  if (body.power2 !== undefined && body.power2 < 1) errors.power2 = LEAD_MESSAGES.powerInvalid;
  if ((body.power ?? 0) > 15 || (body.power2 ?? 0) > 15) {
    for (let i = 2; i < 6; i += 1) {
      const value = powers[i];
      const field = `power${i + 1}`;
      if (!value) errors[field] = MESSAGES.required;
      else if (value < (powers[i - 1] ?? 0)) errors[field] = LEAD_MESSAGES.greaterThanPrevious;
    }
  }
  checkFiles(errors, 'selfcons_attach', body.selfcons_attach);
}

function step4(body: LeadRequest, errors: FieldErrors): void {
  if (body.bank) {
    // A typed IBAN's rule is declared (`iban`); here, that one is there at this step.
    if (isBlank(body.bank.iban)) errors['bank.iban'] = MESSAGES.ibanInvalid;
    if (body.bank.owner_is_bank_owner !== true) errors['bank.owner_is_bank_owner'] = LEAD_MESSAGES.mustAccept;
  }
}

function step5(body: LeadRequest, ctx: LeadRuleContext, errors: FieldErrors): void {
  if (ctx.authenticated) return;
  if (body.accept_gdpr !== true) errors.accept_gdpr = MESSAGES.contractation;
  if (body.accept_ov_conditions !== true) errors.accept_ov_conditions = MESSAGES.contractation;
}

export function leadErrors(body: LeadRequest, ctx: LeadRuleContext): FieldErrors {
  const errors: FieldErrors = {};
  const rules = [
    step1,
    step2,
    step3,
    (b: LeadRequest, _c: LeadRuleContext, e: FieldErrors) => step4(b, e),
    step5,
  ];
  rules[body.step - 1]?.(body, ctx, errors);
  if (body.step !== 1 && body.cups !== undefined) checkCups(body, ctx, errors);
  return errors;
}
