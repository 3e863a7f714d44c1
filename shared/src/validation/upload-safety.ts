// What no upload may be, whatever a field accepts (issue 15 finding 10), checked by the portal's file checks
// (files.ts) and the API's upload validation alike. Pure (no browser, no i18n): the API imports it as
// @portal/shared/validation/rules.
// - SVG is an image type that carries script: served back to a browser it runs in the portal's origin.
// - Bidirectional control characters (U+202E RIGHT-TO-LEFT OVERRIDE and its kin) disguise a name's extension:
//   "invoice\u202Efdp.exe" displays as "invoiceexe.pdf".

/** U+061C, U+200E/U+200F, U+202A–U+202E, U+2066–U+2069: the bidirectional marks, embeddings, overrides, isolates. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export function hasBidiControls(name: string): boolean {
  return BIDI_CONTROLS.test(name);
}

/** SVG by its declared type or by its extension (`.svg`, `.svgz`), whatever the case. */
export function isSvgFile(file: { name: string; type: string }): boolean {
  return /^image\/svg(\+xml)?$/i.test(file.type.trim()) || /\.svgz?$/i.test(file.name.trim());
}

/** Why a file is refused before its type and size are even looked at, or undefined. */
export function unsafeUpload(file: { name: string; type: string }): 'fileName' | 'fileType' | undefined {
  if (hasBidiControls(file.name)) return 'fileName';
  if (isSvgFile(file)) return 'fileType';
  return undefined;
}
