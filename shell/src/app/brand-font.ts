// The brand's font (setting `theme.font`, a family name), self-hosted: the portal serves the web fonts it offers
// from its own origin (no third-party font service; the Content-Security-Policy's font-src is 'self'). Each is one
// variable-weight woff2 file of the latin subset (every letter of the six locales), so one request serves every
// weight the theme uses. Only the brand's font is fetched, and as soon as the settings name it: the first screen's
// text does not wait to discover it (font-display swap: the text shows at once in the fallback font).
import figtree from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2';
import nunito from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2';

interface HostedFont {
  url: string;
  /** The weight axis the file covers. */
  weight: string;
  /**
   * Arial's (and Liberation Sans', its metric twin) metrics adjusted to the font's: the text set in the fallback while
   * the font travels takes the room it will take, so swapping it in moves nothing (CLS). Measured on the font's own
   * files: the advance of a sentence of the portal's (size), its ascent and descent per em.
   */
  fallback: { sizeAdjust: string; ascentOverride: string; descentOverride: string };
}

/** Fontsource's latin subset: what the files hold. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The fonts a brand may name, by family. */
export const HOSTED_FONTS: Readonly<Record<string, HostedFont>> = {
  Figtree: {
    url: figtree,
    weight: '300 900',
    fallback: { sizeAdjust: '100.7%', ascentOverride: '94.3%', descentOverride: '24.8%' },
  },
  Nunito: {
    url: nunito,
    weight: '200 1000',
    fallback: { sizeAdjust: '100.2%', ascentOverride: '100.9%', descentOverride: '35.2%' },
  },
};

const added = new Set<string>();

/** The local fonts a fallback face adjusts: Arial, or a font with its metrics. */
const FALLBACK_SOURCES =
  "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')";

/**
 * Adds the brand's font to the page and starts its download, and its fallback (`<family> Fallback`, second in the
 * theme's font stack: shared/src/ui/system-css.ts); nothing for a font the portal does not host.
 */
export function loadBrandFont(family: string, fonts: Pick<Document, 'fonts'> = document): void {
  const font = Object.hasOwn(HOSTED_FONTS, family) ? HOSTED_FONTS[family] : undefined;
  if (!font || added.has(family) || typeof FontFace === 'undefined' || !fonts.fonts) return;
  added.add(family);
  const face = new FontFace(family, `url(${font.url}) format('woff2')`, {
    weight: font.weight,
    display: 'swap',
    unicodeRange: LATIN,
  });
  fonts.fonts.add(face);
  fonts.fonts.add(
    new FontFace(`${family} Fallback`, FALLBACK_SOURCES, { ...font.fallback, lineGapOverride: '0%' }),
  );
  // A failed download leaves the fallback font: nothing to tell the customer.
  face.load().catch(() => undefined);
}
