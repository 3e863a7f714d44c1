// Decision 009: the shell prepares the UI kit's system while its settings travel, in a task of its own, so the first
// render finds it built. Decision 011: it is Chakra's documented `createSystem(base, ...configs)`, unpatched: the
// configurations are handed over as written, not a configuration merged and marked beforehand.
import type * as Chakra from '@chakra-ui/react';
import { recordMarks, type RecordedMarks } from '@portal/shared/testing';
import { LIBRARY_MARKS } from './library-marks';
import { SYSTEM_CSS_ID } from './system-css';
import type * as System from './system';

type ChakraModule = typeof Chakra;
type SystemModule = typeof System;

describe('preparePortalSystem', () => {
  let marks: RecordedMarks;
  beforeEach(() => {
    jest.useFakeTimers();
    marks = recordMarks();
  });
  afterEach(() => {
    jest.useRealTimers();
    marks.restore();
  });

  it("builds the system in a task after the caller's, once, with Chakra's documented createSystem", () => {
    let system!: SystemModule;
    let build!: jest.SpyInstance;
    jest.isolateModules(() => {
      const chakra = jest.requireActual<ChakraModule>('@chakra-ui/react');
      build = jest.spyOn(chakra, 'createSystem');
      system = jest.requireActual<SystemModule>('./system');
    });
    system.preparePortalSystem();
    expect(build).not.toHaveBeenCalled();
    jest.advanceTimersToNextTimer();
    expect(build).toHaveBeenCalledTimes(1);
    const built = build.mock.results[0]?.value as unknown;
    expect(system.createPortalSystem()).toBe(built);
    expect(build).toHaveBeenCalledTimes(1);
    // Marked once, where it was built: the bench counts that task's blocking time apart (issue 47).
    expect(marks.names()).toEqual([LIBRARY_MARKS.system]);
    // Chakra's base, the platform's theme and the default brand's colours, each as written.
    const configs = build.mock.calls[0] as object[];
    expect(configs).toHaveLength(3);
    for (const config of configs) expect(Object.getOwnPropertySymbols(config)).toEqual([]);
  });
});

describe("the system on the shell's page (its global CSS prebuilt)", () => {
  /** A fresh `./system` module (its system not built yet), built on a page with or without the prebuilt stylesheet. */
  function buildSystem(prebuilt: boolean): { system: Chakra.SystemContext; configs: object[] } {
    const style = document.createElement('style');
    style.id = SYSTEM_CSS_ID;
    if (prebuilt) document.head.append(style);
    let result!: { system: Chakra.SystemContext; configs: object[] };
    jest.isolateModules(() => {
      const chakra = jest.requireActual<ChakraModule>('@chakra-ui/react');
      const build = jest.spyOn(chakra, 'createSystem');
      const system = jest.requireActual<SystemModule>('./system').createPortalSystem();
      result = { system, configs: build.mock.calls[0] as object[] };
      build.mockRestore();
    });
    style.remove();
    return result;
  }

  // Decision 009: the page already has the reset and the global styles, and Chakra writes them while it builds a
  // system, which is one long task on every route (issue 47). The variables stay: Chakra derives them from the tokens.
  it('is built without the reset and the global styles, which the page already has', () => {
    const { configs } = buildSystem(true);
    expect(configs[1]).toMatchObject({ preflight: false, globalCss: {} });
    const full = buildSystem(false).configs[1];
    expect(full).toMatchObject({ preflight: true });
    expect(Object.keys((full as { globalCss: object }).globalCss)).toEqual(
      expect.arrayContaining(['*', 'html']),
    );
  });

  it('styles every component as the full system does, with the same variables', () => {
    const page = buildSystem(true).system;
    const full = buildSystem(false).system;
    expect(page.getTokenCss()).toEqual(full.getTokenCss());
    const styles = {
      color: 'fg.error',
      bg: 'primary.solid',
      p: '4',
      _hover: { bg: 'gray.100' },
      md: { w: 'sm' },
    };
    expect(page.css(styles)).toEqual(full.css(styles));
    expect(page.getSlotRecipeFn('dialog')({ size: 'md' })).toEqual(
      full.getSlotRecipeFn('dialog')({ size: 'md' }),
    );
    // What it leaves out is the prebuilt stylesheet's: the reset and the global styles.
    expect(JSON.stringify(full._global)).toContain('WebkitTapHighlightColor');
    expect(JSON.stringify(page._global)).not.toContain('WebkitTapHighlightColor');
  });
});
