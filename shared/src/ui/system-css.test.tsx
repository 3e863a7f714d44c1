import { useChakraContext } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { settingsStore } from '@portal/shared/settings';
import { createPortalSystem } from './system';
import { brandGlobalStyles, SYSTEM_CSS_ID, withPrebuiltGlobalCss } from './system-css';

/** Every variable of a system as the page would resolve it: condition → variable → value. */
function variables(system: ReturnType<typeof createPortalSystem>) {
  return new Map([...system.tokens.cssVarMap].map(([condition, vars]) => [condition, new Map(vars)]));
}

function addPrebuiltStylesheet() {
  const style = document.createElement('style');
  style.id = SYSTEM_CSS_ID;
  document.head.append(style);
  return style;
}

beforeEach(resetPortalState);
afterEach(() => document.getElementById(SYSTEM_CSS_ID)?.remove());

describe('brandGlobalStyles', () => {
  it("declares every variable that differs from the default brand's, on the variables' root of the tokens layer", () => {
    const prebuilt = variables(createPortalSystem());
    const brand = createPortalSystem({ primary: '#ff0000', secondary: '#112233' });
    const overrides = brandGlobalStyles(brand);
    const declared = overrides['@layer tokens']?.[':where(html, .chakra-theme)'] ?? {};

    let differing = 0;
    for (const [condition, vars] of variables(brand)) {
      for (const [name, value] of vars) {
        if (prebuilt.get(condition)?.get(name) === value) continue;
        differing += 1;
        // Only unconditional values differ per brand (the light and dark ones refer to the palette by variable), so
        // the prebuilt CSS plus these declarations resolve every variable as the brand's own system would.
        expect(condition).toBe('base');
        expect(declared[name]).toBe(value);
      }
    }
    expect(differing).toBeGreaterThan(20);
    expect(declared['--chakra-colors-primary-500']).toBe('#ff0000');
    expect(declared['--chakra-colors-secondary-500']).toBe('#112233');
    // Nothing else: the rest is in the prebuilt stylesheet.
    expect(
      Object.keys(declared).every((name) => /^--chakra-colors-(primary|secondary|brand)-/.test(name)),
    ).toBe(true);
  });
});

describe('withPrebuiltGlobalCss', () => {
  it('keeps the system as it is on a page without the prebuilt stylesheet (a remote harness, tests)', () => {
    const system = createPortalSystem();
    expect(withPrebuiltGlobalCss(system)).toBe(system);
  });

  it("gives ChakraProvider only the brand's variables when the page carries the prebuilt stylesheet", () => {
    addPrebuiltStylesheet();
    const system = createPortalSystem({ primary: '#ff0000' });
    const view = withPrebuiltGlobalCss(system);
    expect(view).not.toBe(system);
    expect(view._global).toEqual([brandGlobalStyles(system)]);
    // Everything else is the system's own, and the view is built once per system.
    expect(view.token('colors.primary.500')).toBe('#ff0000');
    expect(view.css).toBe(system.css);
    expect(withPrebuiltGlobalCss(system)).toBe(view);
  });

  it("inserts the brand's palette over the prebuilt CSS when the providers render", async () => {
    addPrebuiltStylesheet();
    settingsStore
      .getState()
      .setPublic({ ...settingsStore.getState().publicSettings, 'theme.primary': '#ff0000' });
    function Probe() {
      const system = useChakraContext();
      return <p>{system._global.length === 1 ? 'brand variables only' : 'full global CSS'}</p>;
    }
    renderWithProviders(<Probe />);
    expect(await screen.findByText('brand variables only')).toBeInTheDocument();
    const inserted = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('')
      .replace(/\s/g, '');
    expect(inserted).toContain('--chakra-colors-primary-500:#ff0000');
    expect(inserted).not.toContain('--chakra-colors-gray-500');
  });
});
