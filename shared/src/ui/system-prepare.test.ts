// Decision 009: the shell prepares the UI kit's system while its settings travel, in a task of its own, so the first
// render finds it built. Decision 011: it is Chakra's documented `createSystem(base, ...configs)`, unpatched: the
// configurations are handed over as written, not a configuration merged and marked beforehand.
import type * as Chakra from '@chakra-ui/react';
import { recordMarks, type RecordedMarks } from '@portal/shared/testing';
import { LIBRARY_MARKS } from './library-marks';
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
