import { useChakraContext } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { settingsStore } from '@portal/shared/settings';
import { contrastText, scaleOf } from './palette';
import { createPortalSystem } from './system';
import { brandGlobalStyles, SYSTEM_CSS_ID, withBrandGlobalCss } from './system-css';

const ROOT = ':where(html, .chakra-theme)';

function addPrebuiltStylesheet() {
  const style = document.createElement('style');
  style.id = SYSTEM_CSS_ID;
  document.head.append(style);
}

function insertedCss(): string {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('')
    .replace(/\s/g, '');
}

beforeEach(resetPortalState);
afterEach(() => document.getElementById(SYSTEM_CSS_ID)?.remove());

describe('brandGlobalStyles', () => {
  it("declares every brand's palette step and contrast text, on the variables' root of the tokens layer", () => {
    const declared =
      brandGlobalStyles({ primary: '#ff0000', secondary: '#112233' })['@layer tokens']?.[ROOT] ?? {};
    for (const [step, value] of Object.entries(scaleOf('#ff0000')))
      expect(declared[`--chakra-colors-primary-${step}`]).toBe(value);
    for (const [step, value] of Object.entries(scaleOf('#112233')))
      expect(declared[`--chakra-colors-secondary-${step}`]).toBe(value);
    expect(declared['--chakra-colors-primary-500']).toBe('#ff0000');
    expect(declared['--chakra-colors-primary-contrast']).toBe(contrastText('#ff0000'));
    expect(declared['--chakra-colors-secondary-contrast']).toBe(contrastText('#112233'));
  });

  // customer-area §9: "Default theme colours primary #0d1321, secondary #3ce99e".
  it('falls back to the default colours for a value that is not a colour', () => {
    const declared = brandGlobalStyles({ primary: 'not-a-colour' })['@layer tokens']?.[ROOT] ?? {};
    expect(declared['--chakra-colors-primary-500']).toBe('#0d1321');
    expect(declared['--chakra-colors-secondary-500']).toBe('#3ce99e');
  });

  // Issue 44 §3: "Each brand's settings carry ... a font", used through the shared theme.
  it("puts the brand's font first in the body's and the headings' families, and keeps anything else out", () => {
    const declared = brandGlobalStyles({ font: 'Figtree' })['@layer tokens']?.[ROOT] ?? {};
    expect(declared['--chakra-fonts-body']).toMatch(
      /^"Figtree", "Figtree Fallback", ui-sans-serif, system-ui, /,
    );
    expect(declared['--chakra-fonts-heading']).toBe(declared['--chakra-fonts-body']);
    for (const font of ['', 'x; } body { color: red', 'Fig"tree']) {
      const other = brandGlobalStyles({ font })['@layer tokens']?.[ROOT] ?? {};
      expect(other).not.toHaveProperty('--chakra-fonts-body');
    }
  });

  it("is everything a brand changes: the system's other palette variables refer to these by variable", () => {
    // The system carries the default colours. Each of its `primary` / `secondary` / `brand` variables is either one of
    // the brand's declarations (with the default's value), or a reference to another variable: so the brand's
    // declarations over the system's CSS give what a system built with the brand's colours would.
    const declared = brandGlobalStyles()['@layer tokens']?.[ROOT] ?? {};
    let checked = 0;
    for (const [condition, variables] of createPortalSystem().tokens.cssVarMap) {
      for (const [name, value] of variables) {
        if (!/^--chakra-colors-(primary|secondary|brand)-/.test(name)) continue;
        checked += 1;
        if (value.startsWith('var(')) continue;
        expect({ condition, name, value }).toEqual({ condition: 'base', name, value: declared[name] });
      }
    }
    // Two palettes of 18 variables (11 steps, contrast, solid, fg, muted, subtle, emphasized, focus ring) and the two
    // `brand` ones, each written once (no dark mode: theme-parts.ts `lightOnly`).
    expect(checked).toBe(38);
  });
});

describe('withBrandGlobalCss', () => {
  it("adds the brand's variables after the system's own global CSS on a page without the prebuilt stylesheet", () => {
    const system = createPortalSystem();
    const view = withBrandGlobalCss(system, { primary: '#ff0000' });
    expect(view._global).toEqual([...system._global, brandGlobalStyles({ primary: '#ff0000' })]);
    // Everything else is the system's own, and the view is built once per pair of colours.
    expect(view.css).toBe(system.css);
    expect(withBrandGlobalCss(system, { primary: '#ff0000' })).toBe(view);
    expect(withBrandGlobalCss(system, { primary: '#00ff00' })).not.toBe(view);
  });

  it("gives only the brand's variables when the page carries the prebuilt stylesheet", () => {
    addPrebuiltStylesheet();
    const view = withBrandGlobalCss(createPortalSystem(), { primary: '#ff0000' });
    expect(view._global).toEqual([brandGlobalStyles({ primary: '#ff0000' })]);
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
    expect(insertedCss()).toContain('--chakra-colors-primary-500:#ff0000');
    expect(insertedCss()).not.toContain('--chakra-colors-gray-500');
  });
});
