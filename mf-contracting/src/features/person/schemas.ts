// The person step (visitor-features §3 "Person step", §5 "Person", §9): the owner's tax id (a company derived from
// it), names, representative and documents, change of owner, communication language, mobile (+34) and e-mail, and
// the invoice address when it differs.
import { t } from '@lingui/core/macro';
import type { LeadFile } from '@portal/shared/api-types';
import {
  isCompanyId,
  isValidNif,
  isValidPhone,
  streetAddressEntries,
  toE164,
} from '@portal/shared/validation';
import * as v from 'valibot';
import { type AddressInput, EMPTY_ADDRESS } from '../../lib/address';
import { addressDetailsEntries } from '../../lib/address-rules';
import { textRules } from '../../lib/text-rules';

export const MOBILE_PREFIX = '+34';
export const MOBILE_MAX_LENGTH = 12;
/** What the mobile input takes: a number pasted with its prefix and spaces ("+34 612 345 678", "0034 612 34 56 78")
 * before it becomes the national number (issue 41 item 2). */
export const MOBILE_INPUT_MAX_LENGTH = 20;
/** The API's limits (api/src/domains/contracting/lead-schema.ts): a person's names 60, a company's name 120. */
export const NAME_MAX = 60;
export const COMPANY_NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const MAX_ID_IMAGES = 2;

export interface PersonOptions {
  restrictCompanyVAT: boolean;
  /** The supply point has an active contract: the change of holder is asked (§3 Person step "changeOwner"). */
  askChangeOwner: boolean;
  /** activeContract is true and requireMarkChangeOwner is not false: the change of holder must be answered (§5). */
  changeOwnerRequired: boolean;
  commsLanguage: boolean;
  /** electricity.emailRequired. */
  emailRequired: boolean;
}

/** The invoice address when it differs from the supply point's (lib/address.ts: its cadastral reference and hint too). */
export type OwnerAddressInput = AddressInput;

export interface PersonInput {
  vat: string;
  name: string;
  surName1: string;
  surName2: string;
  mobile: string;
  email: string;
  vatRepresentante: string;
  nameRepresentante: string;
  surName1Representante: string;
  surName2Representante: string;
  nifFaceup: LeadFile[];
  nifEmpresa: LeadFile[];
  changeOwner: '' | 'yes' | 'no';
  commsLanguage: string;
  sameInvoiceAddress: boolean;
  ownerAddress: OwnerAddressInput;
}

export const EMPTY_OWNER_ADDRESS: OwnerAddressInput = EMPTY_ADDRESS;

export const EMPTY_PERSON: PersonInput = {
  vat: '',
  name: '',
  surName1: '',
  surName2: '',
  mobile: '',
  email: '',
  vatRepresentante: '',
  nameRepresentante: '',
  surName1Representante: '',
  surName2Representante: '',
  nifFaceup: [],
  nifEmpresa: [],
  changeOwner: '',
  commsLanguage: '',
  sameInvoiceAddress: true,
  ownerAddress: EMPTY_OWNER_ADDRESS,
};

/** The tax id as checked and sent: upper case, no spaces, dashes or ES prefix. */
export function normalizeVat(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s.-]/g, '')
    .replace(/^ES(?=[0-9A-Z]{9}$)/, '');
}

/** "company (derived from the VAT)" (§3). */
export function isCompanyVat(value: string): boolean {
  const vat = normalizeVat(value);
  return isValidNif(vat) && isCompanyId(vat);
}

/**
 * A Spanish mobile written with its prefix (+34 612 345 678, 0034612345678) as the national number the field keeps
 * (the +34 is the field's own prefix); anything else as typed.
 */
export function nationalMobile(value: string): string {
  const compact = value.replace(/[\s.()-]/g, '');
  if (!/^(\+|00)34/.test(compact)) return value;
  const e164 = toE164(compact.replace(/^00/, '+'));
  return e164?.startsWith(MOBILE_PREFIX) ? e164.slice(MOBILE_PREFIX.length) : value;
}

/** "mobile (with +34 prefix)" (§3): the number as stored. */
export function mobileToSend(value: string): string {
  const mobile = value.replace(/\s/g, '');
  return mobile.startsWith('+') ? mobile : `${MOBILE_PREFIX}${mobile}`;
}

const isImage = (file: LeadFile) => /^data:image\/[\w.+-]+;base64,/.test(file.content);

/** The form's values as a plain record (valibot's checks take records, which an interface is not). */
type PersonFields = { [K in keyof PersonInput]: PersonInput[K] };

/** The fields whose rules depend on whether the VAT is a company's (§5). */
type VatKindField =
  | 'name'
  | 'surName1'
  | 'vatRepresentante'
  | 'nameRepresentante'
  | 'surName1Representante'
  | 'nifEmpresa'
  | 'nifFaceup';

/**
 * A rule on `field` that depends on whether the VAT is a company's: checked once the VAT and the field are valid, its
 * message shown on the field.
 */
function byVatKind(field: VatKindField, holds: (input: PersonFields) => boolean, message: string) {
  return v.forward<PersonFields, v.PartialCheckIssue<PersonFields>, [VatKindField]>(
    v.partialCheck<PersonFields, [['vat'], [VatKindField]], PersonFields, string>(
      [['vat'], [field]],
      holds,
      message,
    ),
    [field],
  );
}

export function personSchema(options: PersonOptions, differentAddress: boolean) {
  const { required, text, requiredText, maxText } = textRules();
  const maxMessage = (max: number) => t`Maximum ${max} characters`;
  const files = () =>
    v.pipe(
      v.array(v.object({ name: v.string(), content: v.string() })),
      v.check((list) => list.every(isImage), t`Invalid attachment type`),
    );
  const address = differentAddress
    ? v.object({
        dp: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(required),
          v.length(5, t`The postal code must have 5 characters`),
        ),
        ine: requiredText(),
        state: requiredText(),
        poblacio: requiredText(),
        // §5 address rules for the invoice address (dp exactly 5).
        ...streetAddressEntries({ required, tooLong: maxMessage }),
        // §7 step 2 "owner_address{…, aclarador, …, ref_catastral}": as the supply point's, both optional.
        ...addressDetailsEntries(),
      })
    : v.object({
        dp: text(),
        ine: text(),
        state: text(),
        poblacio: text(),
        tv: text(),
        nv: text(),
        pnp: text(),
        bq: text(),
        es: text(),
        pt: text(),
        pu: text(),
        ref_catastral: text(),
        aclarador: text(),
      });
  const company = (input: { vat: string }) => isCompanyVat(input.vat);
  const schema = v.pipe(
    v.object({
      vat: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(required),
        v.check((value) => isValidNif(normalizeVat(value)), t`Invalid VAT`),
        v.check((value) => !options.restrictCompanyVAT || !isCompanyVat(value), t`Company VAT not allowed`),
      ),
      // A company's name up to 120, a person's up to 60 (checked below, once the VAT says which).
      name: requiredText(),
      surName1: maxText(NAME_MAX, false),
      surName2: maxText(NAME_MAX, false),
      mobile: v.pipe(
        v.string(),
        v.trim(),
        v.transform(nationalMobile),
        v.nonEmpty(required),
        v.minLength(4, t`Mobile not valid`),
        v.maxLength(MOBILE_MAX_LENGTH + MOBILE_PREFIX.length, t`Mobile not valid`),
        v.check((value) => isValidPhone(value, 'ES'), t`Mobile not valid`),
      ),
      email: options.emailRequired
        ? v.pipe(
            v.string(),
            v.trim(),
            v.nonEmpty(required),
            v.email(t`E-mail not valid`),
            v.maxLength(EMAIL_MAX, t`E-mail not valid`),
          )
        : v.pipe(
            v.string(),
            v.trim(),
            v.check(
              (value) => value === '' || v.is(v.pipe(v.string(), v.email()), value),
              t`E-mail not valid`,
            ),
            v.maxLength(EMAIL_MAX, t`E-mail not valid`),
          ),
      vatRepresentante: text(),
      nameRepresentante: maxText(NAME_MAX, false),
      surName1Representante: maxText(NAME_MAX, false),
      surName2Representante: maxText(NAME_MAX, false),
      nifFaceup: v.pipe(files(), v.maxLength(MAX_ID_IMAGES, t`You can attach up to 2 images`)),
      nifEmpresa: files(),
      // §5: "changeOwner required when activeContract is true and requireMarkChangeOwner is not false"; optional
      // otherwise while there is an active contract; not asked, and an earlier answer not sent, without one.
      changeOwner: options.changeOwnerRequired
        ? v.picklist(['yes', 'no'], required)
        : options.askChangeOwner
          ? v.picklist(['', 'yes', 'no'])
          : v.pipe(
              v.picklist(['', 'yes', 'no']),
              v.transform((): '' | 'yes' | 'no' => ''),
            ),
      commsLanguage: options.commsLanguage ? requiredText() : text(),
      sameInvoiceAddress: v.boolean(),
      ownerAddress: address,
    }),
    // The API's limits: a person's name goes as first_name (60), a company's as name (120).
    byVatKind('name', (input) => company(input) || input.name.length <= NAME_MAX, maxMessage(NAME_MAX)),
    byVatKind(
      'name',
      (input) => !company(input) || input.name.length <= COMPANY_NAME_MAX,
      maxMessage(COMPANY_NAME_MAX),
    ),
    // §5: "surName1 required for individuals".
    byVatKind('surName1', (input) => company(input) || input.surName1 !== '', required),
    // §5: "Companies need a valid representative VAT, representative name and surname1, and at least 1 company
    // document image."
    byVatKind('vatRepresentante', (input) => !company(input) || input.vatRepresentante !== '', required),
    byVatKind(
      'vatRepresentante',
      (input) =>
        !company(input) ||
        input.vatRepresentante === '' ||
        (isValidNif(normalizeVat(input.vatRepresentante)) && !isCompanyVat(input.vatRepresentante)),
      t`Invalid VAT`,
    ),
    byVatKind('nameRepresentante', (input) => !company(input) || input.nameRepresentante !== '', required),
    byVatKind(
      'surName1Representante',
      (input) => !company(input) || input.surName1Representante !== '',
      required,
    ),
    byVatKind('nifEmpresa', (input) => !company(input) || input.nifEmpresa.length > 0, required),
    // §5: "Individuals need at least 1 ID-front image (max 2, front and back)."
    byVatKind('nifFaceup', (input) => company(input) || input.nifFaceup.length > 0, required),
  );
  return v.config(schema, { abortPipeEarly: false });
}

export type PersonValues = v.InferOutput<ReturnType<typeof personSchema>>;
