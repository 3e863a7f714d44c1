import { defaultSystem, useChakraContext } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { contrastText, scaleOf } from './palette';
import * as exposed from './chakra';
import { createPortalSystem } from './system';

beforeEach(resetPortalState);

describe('createPortalSystem', () => {
  // customer-area §9: "Default theme colours primary #0d1321, secondary #3ce99e".
  it('uses the default brand colours', () => {
    const system = createPortalSystem();
    expect(system.token('colors.primary.500')).toBe('#0d1321');
    expect(system.token('colors.secondary.500')).toBe('#3ce99e');
    expect(system.token('colors.brand.primary')).toBe('var(--chakra-colors-brand-primary)');
  });

  it('is one system for every brand, built once (the providers mounting again reuse it)', () => {
    expect(createPortalSystem()).toBe(createPortalSystem());
  });

  it("carries only the platform's palettes (decision 009: fewer tokens, a faster first screen)", () => {
    const system = createPortalSystem();
    const palettes = new Set(
      system.tokens.allTokens
        .filter(
          (token) =>
            token.path[0] === 'colors' && token.path.length === 3 && /^\d+$/.test(token.path[2] ?? ''),
        )
        .map((token) => token.path[1]),
    );
    for (const kept of ['blue', 'gray', 'green', 'orange', 'primary', 'red', 'secondary'])
      expect(palettes).toContain(kept);
    for (const dropped of ['yellow', 'teal', 'cyan', 'purple', 'pink'])
      expect(palettes).not.toContain(dropped);
    expect(system.token('colors.red.fg')).toBe('var(--chakra-colors-red-fg)');
  });

  // Issue 47: a value per colour mode doubled the variables the system writes while it is built (the longest task
  // before the first screen); the portal has no dark mode, so every variable is written once, unconditionally.
  it('writes each variable once, with its light value (no dark mode)', () => {
    const system = createPortalSystem();
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
    expect(css).toContain('"--chakra-colors-primary-fg":"var(--chakra-colors-primary-700)"');
    expect(css).toContain('"--chakra-colors-gray-subtle":"var(--chakra-colors-gray-100)"');
    expect(css).not.toContain('.dark');
  });

  // Found by axe on the unsigned contact form: Chakra's default error text (#ef4444 on white) has a contrast of 3.76.
  it('gives error, success and warning text a colour that passes WCAG AA on white', () => {
    const css = JSON.stringify(createPortalSystem().getTokenCss());
    expect(css).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-700)"');
    expect(css).toContain('"--chakra-colors-fg-success":"var(--chakra-colors-green-700)"');
    expect(css).toContain('"--chakra-colors-fg-warning":"var(--chakra-colors-orange-700)"');
  });

  it('picks readable text on the brand colour', () => {
    expect(contrastText('#0d1321')).toBe('#ffffff');
    expect(contrastText('#3ce99e')).toBe('#000000');
    expect(scaleOf('#000000')['50']).toBe('#ebebeb');
  });
});

describe('PortalProviders', () => {
  function Probe() {
    const queryClient = useQueryClient();
    const { i18n } = useLingui();
    const system = useChakraContext();
    return (
      <p>
        {queryClient ? 'query client' : 'none'} / {i18n.locale} /{' '}
        {system === createPortalSystem() ? 'own' : 'view'}
      </p>
    );
  }

  it('gives pages the QueryClient and the one i18n instance, themed from the settings', () => {
    settingsStore.getState().setPublic({ 'theme.primary': '#123456' });
    renderWithProviders(<Probe />);
    // The portal's system, coloured by the brand's variables (system-css.ts).
    expect(screen.getByText('query client / en-US / view')).toBeVisible();
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('')
      .replace(/\s/g, '');
    expect(css).toContain('--chakra-colors-primary-500:#123456');
  });
});

describe("the portal's global CSS", () => {
  // Issue 47: Chakra declares some twenty custom properties on `*`, so every element (the page's and a chart's hundreds
  // of SVG nodes) resolved its own copy at each style recalculation. They are declared once on the root and inherited.
  it("declares Chakra's custom properties once on the root, not on every element", () => {
    renderWithProviders(<p>styled</p>);
    // Chakra writes its global CSS inside cascade layers: the style rules, at any depth.
    const flat = (list: CSSRuleList): CSSRule[] =>
      [...list].flatMap((rule) => ('cssRules' in rule ? flat((rule as CSSGroupingRule).cssRules) : [rule]));
    const rules = [...document.styleSheets]
      .flatMap((sheet) => flat(sheet.cssRules))
      .filter((rule): rule is CSSStyleRule => 'selectorText' in rule);
    const every = rules.filter((rule) => rule.selectorText.trim() === '*');
    expect(every.length).toBeGreaterThan(0);
    for (const rule of every) expect(rule.style.cssText).not.toMatch(/--/);
    expect(every.map((rule) => rule.style.cssText).join('')).toContain('font-feature-settings');
    const root = rules.filter((rule) => rule.style.cssText.includes('--ring-offset-width'));
    expect(root.map((rule) => rule.selectorText)).toEqual([':where(html, .chakra-theme)']);
    const declared = root[0]?.style.cssText.replace(/\s/g, '') ?? '';
    expect(declared).toContain('--ring-offset-color:#fff');
    expect(declared).toContain('--global-font-body:var(--chakra-fonts-body)');
    expect(declared).toContain('--global-color-border:var(--chakra-colors-border)');
  });
});

describe('the trimmed recipes (decision 003)', () => {
  // Each Chakra component the platform exposes, with the recipe it reads from the system.
  const needs: Record<string, string> = {
    Alert: 'alert',
    Badge: 'badge',
    Button: 'button',
    Checkbox: 'checkbox',
    CloseButton: 'button',
    Container: 'container',
    DataList: 'dataList',
    Dialog: 'dialog',
    Drawer: 'drawer',
    EmptyState: 'emptyState',
    Field: 'field',
    Heading: 'heading',
    IconButton: 'button',
    Input: 'input',
    InputGroup: 'inputAddon',
    Link: 'link',
    List: 'list',
    Menu: 'menu',
    NativeSelect: 'nativeSelect',
    Spinner: 'spinner',
    Table: 'table',
    Textarea: 'textarea',
    Toast: 'toast',
    Tooltip: 'tooltip',
  };

  it('has the recipe of every component the platform exposes', () => {
    const system = createPortalSystem();
    const missing = Object.entries(needs).filter(
      ([, key]) => !system.isRecipe(key) && !system.isSlotRecipe(key),
    );
    expect(missing).toEqual([]);
  });

  // The Description boxes of the customer-service forms had no border (Textarea without its recipe): each component
  // of chakra.ts that Chakra styles with a recipe of its own name finds that recipe in the portal's system.
  it("has the recipe of each component chakra.ts exports that Chakra's own system styles by its name", () => {
    const system = createPortalSystem();
    const styledByName = Object.keys(exposed)
      .map((name) => name.charAt(0).toLowerCase() + name.slice(1))
      .filter((key) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key));
    expect(styledByName).toContain('textarea');
    expect(styledByName.filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key))).toEqual([]);
  });
});
