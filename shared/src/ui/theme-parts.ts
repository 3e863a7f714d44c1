// Chakra's default theme, assembled from its parts (as @chakra-ui/react/theme does) but without importing that index:
// the index builds Chakra's full config at load time and so keeps every recipe in the bundle (decision 003).
import { breakpoints } from '@chakra-ui/react/theme-parts/breakpoints.js';
import { globalCss as chakraGlobalCss } from '@chakra-ui/react/theme-parts/global-css.js';
import { layerStyles } from '@chakra-ui/react/theme-parts/layer-styles.js';
import { animationStyles } from '@chakra-ui/react/theme-parts/motion-styles.js';
import { semanticColors } from '@chakra-ui/react/theme-parts/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-ui/react/theme-parts/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-ui/react/theme-parts/semantic-tokens/shadows.js';
import { textStyles } from '@chakra-ui/react/theme-parts/text-styles.js';
import { animations } from '@chakra-ui/react/theme-parts/tokens/animations.js';
import { aspectRatios } from '@chakra-ui/react/theme-parts/tokens/aspect-ratios.js';
import { blurs } from '@chakra-ui/react/theme-parts/tokens/blurs.js';
import { borders } from '@chakra-ui/react/theme-parts/tokens/borders.js';
import { colors } from '@chakra-ui/react/theme-parts/tokens/colors.js';
import { cursor } from '@chakra-ui/react/theme-parts/tokens/cursor.js';
import { durations } from '@chakra-ui/react/theme-parts/tokens/durations.js';
import { easings } from '@chakra-ui/react/theme-parts/tokens/easings.js';
import { fontSizes } from '@chakra-ui/react/theme-parts/tokens/font-sizes.js';
import { fontWeights } from '@chakra-ui/react/theme-parts/tokens/font-weights.js';
import { fonts } from '@chakra-ui/react/theme-parts/tokens/fonts.js';
import { keyframes } from '@chakra-ui/react/theme-parts/tokens/keyframes.js';
import { letterSpacings } from '@chakra-ui/react/theme-parts/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-ui/react/theme-parts/tokens/line-heights.js';
import { radii } from '@chakra-ui/react/theme-parts/tokens/radius.js';
import { sizes } from '@chakra-ui/react/theme-parts/tokens/sizes.js';
import { spacing } from '@chakra-ui/react/theme-parts/tokens/spacing.js';
import { zIndices } from '@chakra-ui/react/theme-parts/tokens/z-indices.js';

export { animationStyles, breakpoints, keyframes, layerStyles, textStyles };

export const cssVarsPrefix = 'chakra';
export const cssVarsRoot = ':where(html, .chakra-theme)';

/**
 * Chakra's global CSS with the brand's palette as every component's default instead of gray (issue 44 §3: "the header,
 * buttons, links, focus rings ... use them through the shared theme"): a button, a link, a focus ring, a selection
 * take the brand's `primary` unless they name another palette (status chips name theirs).
 */
export const globalCss = portalGlobalCss(chakraGlobalCss);

type GlobalCss = typeof chakraGlobalCss;

/**
 * Chakra's global CSS with two changes: the brand's palette as every component's default (above), and Chakra's custom
 * properties (the ring's and filters' defaults, the global font and border variables) declared once on the root and
 * inherited, instead of again on every element (`*`). Declared on each element, every element resolves its own copy
 * of some twenty variables at each style recalculation: the page's, and a chart's hundreds of SVG nodes. The values are
 * Chakra's; the portal sets none of these variables on an element of its own (no `filter="auto"`, `ring`), so nothing
 * below the root can inherit another value.
 */
function portalGlobalCss(chakra: GlobalCss): GlobalCss {
  const { '*': every = {}, html = {}, ...rest } = chakra;
  const entries = Object.entries(every);
  const own = Object.fromEntries(entries.filter(([name]) => !name.startsWith('--')));
  const variables = Object.fromEntries(entries.filter(([name]) => name.startsWith('--')));
  return {
    ...rest,
    '*': own,
    [cssVarsRoot]: variables,
    html: { ...html, colorPalette: 'primary' },
  };
}

/**
 * The colour palettes the platform uses: the brand's (system.ts) and those of status (error red, success green,
 * warning orange, info blue) and neutral gray. Chakra's yellow, teal, cyan, purple and pink are left out: every token
 * costs time when the system is built on the first screen (decision 009). A remote that needs one adds it here.
 */
export const PALETTES = ['gray', 'red', 'orange', 'green', 'blue'] as const;
const CHAKRA_PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
];

function withPalettes<T extends Record<string, unknown>>(tokens: T): T {
  const dropped = CHAKRA_PALETTES.filter((p) => !(PALETTES as readonly string[]).includes(p));
  return Object.fromEntries(Object.entries(tokens).filter(([key]) => !dropped.includes(key))) as T;
}

export const chakraTokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors: withPalettes(colors),
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

/** A semantic token's value as Chakra writes it: one value, or one per colour mode. */
type ModeValue = string | { _light?: unknown; _dark?: unknown; [condition: string]: unknown };

/**
 * The semantic tokens with only their light value: the portal has no dark mode (no element ever carries Chakra's
 * `dark` class), and a value per mode doubled the variables the system writes under two conditions (`_light`,
 * `_dark`) when it is built, in the longest task before the first screen (issue 47).
 */
export function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  return Object.fromEntries(
    Object.entries(tokens).map(([key, token]) => {
      if (key === 'value' && typeof token === 'object' && token !== null && '_light' in token)
        return [key, (token as ModeValue & object)._light];
      return [key, lightOnly(token)];
    }),
  ) as T;
}

export const chakraSemanticTokens = {
  colors: lightOnly(withPalettes(semanticColors)),
  shadows: lightOnly(semanticShadows),
  radii: semanticRadii,
};
