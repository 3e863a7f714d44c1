// The portal's Chakra UI system: Chakra's defaults (with only the platform's recipes) plus the brand colours (settings
// `theme.primary` and `theme.secondary`) as semantic tokens `brand.primary` / `brand.secondary` and colour palettes
// `primary` / `secondary` usable as `colorPalette="primary"`. The system carries the default colours; a brand's own are
// CSS variables over it (system-css.ts).
import { createSystem, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  animationStyles,
  breakpoints,
  chakraSemanticTokens,
  chakraTokens,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  textStyles,
} from './theme-parts';
import { SETTINGS_DEFAULTS } from '@portal/shared/api-types';
import { contrastText, scaleOf, type Scale } from './palette';
import { markLibraryWork } from './library-marks';
import { PORTAL_RECIPES, PORTAL_SLOT_RECIPES } from './recipes';
import { hasPrebuiltSystemCss } from './system-css';

/** Chakra's default theme with only the platform's recipes (recipes.ts). */
const portalThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: chakraTokens,
    semanticTokens: chakraSemanticTokens,
    recipes: PORTAL_RECIPES,
    slotRecipes: PORTAL_SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export interface BrandColours {
  primary?: string;
  secondary?: string;
}

function tokenScale(scale: Scale): Record<string, { value: string }> {
  return Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));
}

/** The semantic tokens Chakra's recipes read from a colour palette. */
function paletteTokens(name: string, hex: string) {
  const ref = (step: string) => ({ value: `{colors.${name}.${step}}` });
  return {
    solid: ref('500'),
    contrast: { value: contrastText(hex) },
    // Light values only: the portal has no dark mode (theme-parts.ts `lightOnly`).
    fg: ref('700'),
    muted: ref('100'),
    subtle: ref('50'),
    emphasized: ref('200'),
    focusRing: ref('500'),
  };
}

/**
 * The same theme for a page that carries the system's global CSS prebuilt (shared/build/system-css.mjs): no reset and
 * no global styles. Chakra writes a system's reset, global styles and variables (`_global`) while it builds it; the
 * prebuilt stylesheet already has the first two, which were about a sixth of the build's time (issue 47; decision 009).
 * The variables are still written: Chakra derives them from the tokens, which every style needs.
 */
const prebuiltPageThemeConfig = defineConfig({ ...portalThemeConfig, preflight: false, globalCss: {} });

let portalSystem: SystemContext | undefined;

/**
 * The portal's system, the same for every brand: a brand's colours are CSS variables over it (`withBrandGlobalCss`,
 * system-css.ts). Chakra's documented `createSystem(base, ...configs)`, built once per page: building it is the
 * longest step before the first screen (Chakra resolves every token and writes them as CSS variables), and the
 * providers mount more than once (the settings error, the app, a remote's harness).
 */
export function createPortalSystem(): SystemContext {
  if (!portalSystem) {
    const theme = hasPrebuiltSystemCss() ? prebuiltPageThemeConfig : portalThemeConfig;
    portalSystem = createSystem(defaultBaseConfig, theme, brandConfig());
    // Told apart by the bench: one call, as Chakra builds a system (library-marks.ts).
    markLibraryWork('system');
  }
  return portalSystem;
}

/**
 * Builds the system ahead of the first render, in a task of its own after the caller's: the shell calls it while its
 * settings travel, so the first screen does not wait for it (decision 009). Chakra builds a system in one call; it is
 * not split further (decision 011).
 */
export function preparePortalSystem(): void {
  setTimeout(createPortalSystem, 0);
}

/** The default colours (customer-area §9); a brand's own are CSS variables over them. */
function brandConfig(): SystemConfig {
  const primaryHex = SETTINGS_DEFAULTS['theme.primary'];
  const secondaryHex = SETTINGS_DEFAULTS['theme.secondary'];
  return defineConfig({
    theme: {
      tokens: {
        colors: { primary: tokenScale(scaleOf(primaryHex)), secondary: tokenScale(scaleOf(secondaryHex)) },
      },
      semanticTokens: {
        colors: {
          brand: {
            primary: { value: '{colors.primary.500}' },
            secondary: { value: '{colors.secondary.500}' },
          },
          // Chakra's defaults (red.500, green.600, orange.600 on white: 3.3 to 3.8) fail WCAG AA contrast for the small text
          // of field errors and status lines; the 700 steps pass (5.0 to 6.5).
          fg: {
            error: { value: '{colors.red.700}' },
            success: { value: '{colors.green.700}' },
            warning: { value: '{colors.orange.700}' },
          },
          primary: paletteTokens('primary', primaryHex),
          secondary: paletteTokens('secondary', secondaryHex),
        },
      },
    },
  });
}
