// The installation step (visitor-features §3 "Installation step", §4 "Wizard", §5 "Installation", §9): every rule and
// message of §5, the CNAE forced for a household, and when the CUPS lookup starts.
import { t } from '@lingui/core/macro';
import type { CupsAvailabilityResponse, LeadFile } from '@portal/shared/api-types';
import {
  isValidCups,
  normalizeCups,
  STREET_ADDRESS_MAX,
  streetAddressEntries,
} from '@portal/shared/validation';
import * as v from 'valibot';
import { type AddressInput, EMPTY_ADDRESS } from '../../lib/address';
import { ADDRESS_HINT_MAX, addressDetailsEntries } from '../../lib/address-rules';
import { textRules } from '../../lib/text-rules';

/** "Household CNAE id 986, code 9820" (§9). */
export const HOUSEHOLD_CNAE = { id: 986, code: '9820' } as const;
export const MAX_INVOICES = 3;
export const POSTAL_CODE_MIN = 5;
/** §5: nv 256, pnp 9, bq 4, es 4, pt 10, pu 4 (the shared street address); the API's limit of the hint (256). */
export const ADDRESS_MAX = { ...STREET_ADDRESS_MAX, aclarador: ADDRESS_HINT_MAX } as const;
export type ResidenceType = 'habitual' | 'second' | 'business';

export interface InstallationOptions {
  requireLeadConsent: boolean;
  selectComerOrigin: boolean;
  mustAcceptMorosityVerification: boolean;
  invoiceRequired: boolean;
}

/** The supply point's address (lib/address.ts, with its cadastral reference and hint) and the rest of step 1. */
export interface InstallationInput extends AddressInput {
  leadsConsent: boolean;
  cups: string;
  /** The availability lookup's answer (§3 cupsSIPSData); null until the CUPS was looked up. */
  cupsSIPSData: CupsAvailabilityResponse | null;
  residenceType: '' | ResidenceType;
  /** The CNAE id chosen for a business (a household's is fixed). */
  cnae: string;
  activeContract: '' | 'yes' | 'no';
  comerOrigin: string;
  acceptMorosityVerification: boolean;
  invoice: LeadFile[];
}

export const EMPTY_INSTALLATION: InstallationInput = {
  leadsConsent: false,
  cups: '',
  cupsSIPSData: null,
  ...EMPTY_ADDRESS,
  residenceType: '',
  cnae: '',
  activeContract: '',
  comerOrigin: '',
  acceptMorosityVerification: false,
  invoice: [],
};

/** "Config lookup starts only at length 20 or 22" (§5): the CUPS as typed, normalised. */
export function shouldLookUpCups(value: string): boolean {
  const cups = normalizeCups(value);
  return (cups.length === 20 || cups.length === 22) && isValidCups(cups);
}

/**
 * "Residence type habitual or second forces the CNAE to the fixed household activity (id 986, code 9820). Business
 * shows a CNAE selector." (§4) The CNAE sent: {cnae, vivienda} (§7 step 1).
 */
export function cnaeFor(residenceType: ResidenceType, chosen: number): { cnae: number; vivienda: boolean } {
  return residenceType === 'business'
    ? { cnae: chosen, vivienda: false }
    : { cnae: HOUSEHOLD_CNAE.id, vivienda: true };
}

/** A base64 data URL ("invoice (list of {name, content as base64 data URL})", §3). */
export function isBase64DataUrl(content: string): boolean {
  return /^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/]+=*$/.test(content);
}

export function installationSchema(options: InstallationOptions) {
  const { required, text, requiredText } = textRules();
  const schema = v.pipe(
    v.object({
      leadsConsent: options.requireLeadConsent ? v.pipe(v.boolean(), v.value(true, required)) : v.boolean(),
      cups: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(required),
        v.check((value) => isValidCups(value), t`CUPS not valid`),
        // Typed as printed on an invoice ("es0021 0000 0000 0001 rk"): kept and sent as the CUPS (issue 41 item 2).
        v.transform(normalizeCups),
      ),
      cupsSIPSData: v.nullable(v.custom<CupsAvailabilityResponse>((value) => typeof value === 'object')),
      dp: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(required),
        v.minLength(POSTAL_CODE_MIN, t`The postal code must have at least 5 characters`),
      ),
      ine: requiredText(),
      state: requiredText(),
      poblacio: requiredText(),
      ...streetAddressEntries({ required, tooLong: (max) => t`Maximum ${max} characters` }),
      // The cadastral reference (valid, sent normalised) and the hint, both optional.
      ...addressDetailsEntries(),
      residenceType: v.picklist(['habitual', 'second', 'business'], required),
      cnae: text(),
      activeContract: v.picklist(['yes', 'no'], required),
      comerOrigin: options.selectComerOrigin ? requiredText() : text(),
      acceptMorosityVerification: options.mustAcceptMorosityVerification
        ? v.pipe(v.boolean(), v.value(true, required))
        : v.boolean(),
      invoice: v.pipe(
        v.array(v.object({ name: v.string(), content: v.string() })),
        v.check((files) => files.every((file) => isBase64DataUrl(file.content)), t`Invalid attachment type`),
        v.maxLength(MAX_INVOICES, t`You can attach up to 3 files`),
      ),
    }),
    // §5: "availability flag must be true (CUPS not available)".
    v.forward(
      v.partialCheck(
        [['cups'], ['cupsSIPSData']],
        (input) =>
          !isValidCups(input.cups) ||
          (input.cupsSIPSData?.cupsAvailable === true &&
            normalizeCups(input.cupsSIPSData.cups) === normalizeCups(input.cups)),
        t`CUPS not available`,
      ),
      ['cups'],
    ),
    // §5: "CNAE id required when business".
    v.forward(
      v.partialCheck(
        [['residenceType'], ['cnae']],
        (input) => input.residenceType !== 'business' || input.cnae !== '',
        required,
      ),
      ['cnae'],
    ),
    // §5: "at least one required when activeContract is true and invoiceRequired is not false".
    v.forward(
      v.partialCheck(
        [['activeContract'], ['invoice']],
        (input) => !options.invoiceRequired || input.activeContract !== 'yes' || input.invoice.length > 0,
        required,
      ),
      ['invoice'],
    ),
  );
  // Every field shows its own first message at once, not only once the others are valid.
  return v.config(schema, { abortPipeEarly: false });
}

export type InstallationValues = v.InferOutput<ReturnType<typeof installationSchema>>;

/** A stored draft read back: only the known fields with the right type (files included), the rest empty. */
export function restoreInstallation(stored: Record<string, unknown> | undefined): InstallationInput {
  const values: InstallationInput = { ...EMPTY_INSTALLATION, invoice: [] };
  if (!stored) return values;
  for (const key of Object.keys(EMPTY_INSTALLATION) as (keyof InstallationInput)[]) {
    const value = stored[key];
    if (key === 'cupsSIPSData') {
      if (typeof value === 'object') Object.assign(values, { cupsSIPSData: value });
    } else if (key === 'invoice') {
      if (Array.isArray(value)) {
        values.invoice = value.filter(
          (file): file is LeadFile =>
            typeof file === 'object' &&
            file !== null &&
            typeof (file as LeadFile).name === 'string' &&
            typeof (file as LeadFile).content === 'string',
        );
      }
    } else if (typeof value === typeof EMPTY_INSTALLATION[key]) {
      Object.assign(values, { [key]: value });
    }
  }
  return values;
}
