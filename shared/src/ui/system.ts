// The brand's Chakra UI system: Chakra's defaults plus the brand colours (settings `theme.primary` and
// `theme.secondary`) as semantic tokens `brand.primary` / `brand.secondary` and colour palettes `primary` /
// `secondary` usable as `colorPalette="primary"`.
import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { SETTINGS_DEFAULTS } from '@portal/shared/api-types';
import { contrastText, isHexColor, scaleOf, type Scale } from './palette';

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
    fg: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.300}` } },
    muted: { value: { _light: `{colors.${name}.100}`, _dark: `{colors.${name}.900}` } },
    subtle: { value: { _light: `{colors.${name}.50}`, _dark: `{colors.${name}.950}` } },
    emphasized: { value: { _light: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
    focusRing: ref('500'),
  };
}

export function createPortalSystem({ primary, secondary }: BrandColours = {}): SystemContext {
  const primaryHex = isHexColor(primary) ? primary : SETTINGS_DEFAULTS['theme.primary'];
  const secondaryHex = isHexColor(secondary) ? secondary : SETTINGS_DEFAULTS['theme.secondary'];
  const config = defineConfig({
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
          primary: paletteTokens('primary', primaryHex),
          secondary: paletteTokens('secondary', secondaryHex),
        },
      },
    },
  });
  return createSystem(defaultConfig, config);
}
