// The rules of the address fields beyond the street (visitor-features §3 "Address", §5 "Installation"), shared by
// both address forms of the wizard (§5 Person: the invoice address "follows the address rules"): the cadastral
// reference and the hint.
import { t } from '@lingui/core/macro';
import { isValidCadastralReference, normalizeCadastralReference } from '@portal/shared/validation';
import * as v from 'valibot';
import { textRules } from './text-rules';

/** The API's limit of the hint (api/src/contract/contracting.ts `aclarador`). */
export const ADDRESS_HINT_MAX = 256;
/** What the cadastral reference input takes: its 20 characters typed as printed, with spaces ("9872023 VH5797S…"). */
export const CADASTRAL_REFERENCE_INPUT_MAX = 24;

/** Call inside a schema factory: the messages are those of the active locale. Both fields are optional. */
export function addressDetailsEntries() {
  const { text, maxText } = textRules();
  return {
    // §5: "ref_catastral must be a valid cadastral reference (20 characters with two-character check code;
    // not-valid-ref message)".
    ref_catastral: v.pipe(
      text(),
      v.check(
        (value) => value === '' || isValidCadastralReference(value),
        t`Not a valid cadastral reference`,
      ),
      // §3: "cadastral reference, uppercased, whitespace removed".
      v.transform(normalizeCadastralReference),
    ),
    aclarador: maxText(ADDRESS_HINT_MAX, false),
  };
}
