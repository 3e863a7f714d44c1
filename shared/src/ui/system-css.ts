// The UI kit's global CSS when the page ships it prebuilt (decision 009, "Stop 27"): the shell's index.html carries the
// default brand's (shared/build/system-css.mjs renders it at build time), so the providers insert only what differs per
// brand — its palettes' variables — instead of having the system build ~500 variables on the first screen. A page
// without it (a remote's harness, tests) gets the system's full global CSS as before.
import type { SystemContext } from '@chakra-ui/react';
import { cssVarsPrefix, cssVarsRoot } from './theme-parts';

/** The id of the prebuilt stylesheet in the shell's page. */
export const SYSTEM_CSS_ID = 'portal-system-css';

/** The variables a brand's colours change: its two palettes and the `brand.*` tokens (system.ts). */
const BRAND_VARIABLE = new RegExp(`^--${cssVarsPrefix}-colors-(primary|secondary|brand)-`);

/**
 * The brand's palette variables, as the system writes them (`getTokenCss()`: unconditional values on the variables'
 * root, in the tokens layer). Only unconditional values can differ per brand: the conditional ones (light and dark)
 * refer to the palette's steps by variable (system-css.test.tsx checks it).
 */
/** `{ '@layer tokens': { [variables' root]: { [variable]: value } } }` */
export type BrandGlobalStyles = Record<string, Record<string, Record<string, string>>>;

export function brandGlobalStyles(system: SystemContext): BrandGlobalStyles {
  const variables: Record<string, string> = {};
  for (const [name, value] of system.tokens.cssVarMap.get('base') ?? []) {
    if (BRAND_VARIABLE.test(name)) variables[name] = value;
  }
  return system.layers.wrap('tokens', { [cssVarsRoot]: variables }) as BrandGlobalStyles;
}

const withPrebuilt = new WeakMap<SystemContext, SystemContext>();

/**
 * The system as `ChakraProvider` should see it on this page: when the prebuilt stylesheet is present, a view whose
 * global CSS is only the brand's variables (the system's own `_global` is then never built: patched lazy, see
 * pnpm-workspace.yaml); otherwise the system itself.
 */
export function withPrebuiltGlobalCss(system: SystemContext): SystemContext {
  if (typeof document === 'undefined' || !document.getElementById(SYSTEM_CSS_ID)) return system;
  let view = withPrebuilt.get(system);
  if (!view) {
    view = Object.create(system, { _global: { value: [brandGlobalStyles(system)] } }) as SystemContext;
    withPrebuilt.set(system, view);
  }
  return view;
}
