// The brand's colours and font as CSS variables over one Chakra system for every brand (decision 009). No code
// reads a token's value in JavaScript: the recipes and the `primary` / `secondary` palettes refer to the variables, so
// the brand only changes the variables' values. The system is then the same for every brand (built once, and early:
// `preparePortalSystem`), and its global CSS is prebuilt into the shell's page (shared/build/system-css.mjs renders it at
// build time). A page without the prebuilt stylesheet (a remote's harness, tests) gets the system's full global CSS.
import type { SystemContext } from '@chakra-ui/react';
import { SETTINGS_DEFAULTS } from '@portal/shared/api-types';
import { contrastText, isHexColor, scaleOf } from './palette';
import type { BrandColours } from './system';
import { chakraTokens, cssVarsPrefix, cssVarsRoot } from './theme-parts';

/** The id of the prebuilt stylesheet in the shell's page. */
export const SYSTEM_CSS_ID = 'portal-system-css';

/** Whether this page carries the system's global CSS prebuilt (the shell's page does; a harness or a test does not). */
export function hasPrebuiltSystemCss(): boolean {
  return typeof document !== 'undefined' && document.getElementById(SYSTEM_CSS_ID) !== null;
}

/**
 * The platform's own font stack (Chakra's), the prebuilt first paint's: the static cookie banner is painted with it
 * before any brand is known, and the React banner that replaces it keeps it, so that it moves nothing (decision 009).
 */
export const PLATFORM_FONT = String(chakraTokens.fonts.body.value);

/** A brand's look as its settings give it: `theme.primary`, `theme.secondary` and `theme.font`. */
export interface BrandLook extends BrandColours {
  /** A font family's name (the shell hosts the brand's font files: shell/src/app/brand-font.ts). */
  font?: string;
}

/** Chakra's fallback after its Inter (tokens/fonts.js): the system's own sans-serif on each platform. */
const SYSTEM_FONTS =
  'ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';

/** The brand's font before the system's, or nothing for a name that is not a plain family name (no CSS gets in). */
export function brandFontStack(font: string | undefined): string | undefined {
  const family = font?.trim();
  return family && /^[A-Za-z0-9][A-Za-z0-9 -]{0,62}$/.test(family)
    ? `"${family}", "${family} Fallback", ${SYSTEM_FONTS}`
    : undefined;
}

/** `{ '@layer tokens': { [variables' root]: { [variable]: value } } }` */
export type BrandGlobalStyles = Record<string, Record<string, Record<string, string>>>;

/** The brand's two colours, each a hex value or the platform's default (customer-area §9). */
export function brandHexColours({ primary, secondary }: BrandColours = {}): {
  primary: string;
  secondary: string;
} {
  return {
    primary: isHexColor(primary) ? primary : SETTINGS_DEFAULTS['theme.primary'],
    secondary: isHexColor(secondary) ? secondary : SETTINGS_DEFAULTS['theme.secondary'],
  };
}

/**
 * The variables a brand's colours set, as the system writes them (`getTokenCss()`: unconditional values on the
 * variables' root, in the tokens layer): each palette's steps (palette.ts) and its contrast text. The palettes'
 * other tokens refer to those steps by variable (system-css.test.tsx checks that nothing else differs per brand).
 */
export function brandGlobalStyles(look: BrandLook = {}): BrandGlobalStyles {
  const variables: Record<string, string> = {};
  for (const [name, hex] of Object.entries(brandHexColours(look))) {
    for (const [step, value] of Object.entries(scaleOf(hex)))
      variables[`--${cssVarsPrefix}-colors-${name}-${step}`] = value;
    variables[`--${cssVarsPrefix}-colors-${name}-contrast`] = contrastText(hex);
  }
  const fonts = brandFontStack(look.font);
  if (fonts) {
    variables[`--${cssVarsPrefix}-fonts-body`] = fonts;
    variables[`--${cssVarsPrefix}-fonts-heading`] = fonts;
  }
  return { '@layer tokens': { [cssVarsRoot]: variables } };
}

const views = new WeakMap<SystemContext, Map<string, SystemContext>>();

/**
 * The system as `ChakraProvider` should see it for a brand: its global CSS (`SystemContext._global`, what the provider
 * renders through Emotion) is the brand's variables, after the system's own global CSS unless the page carries it
 * prebuilt (Emotion then never serialises the system's ~500 variables). One view per system and brand look.
 */
export function withBrandGlobalCss(system: SystemContext, look: BrandLook = {}): SystemContext {
  const { primary, secondary } = brandHexColours(look);
  const font = look.font ?? '';
  const prebuilt = hasPrebuiltSystemCss();
  const key = `${primary} ${secondary} ${font} ${prebuilt}`;
  let forSystem = views.get(system);
  if (!forSystem) {
    forSystem = new Map();
    views.set(system, forSystem);
  }
  let view = forSystem.get(key);
  if (!view) {
    const brand = brandGlobalStyles({ primary, secondary, font });
    let global: SystemContext['_global'] | undefined;
    view = Object.create(system, {
      _global: { get: () => (global ??= prebuilt ? [brand] : [...system._global, brand]) },
    }) as SystemContext;
    forSystem.set(key, view);
  }
  return view;
}
