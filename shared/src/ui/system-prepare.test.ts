// Decision 009: the system is prepared in three tasks (the merge, the token dictionary, the rest), each
// shorter than the budget's 50 ms on a phone; the last one uses the dictionary the second built.
import type * as Chakra from '@chakra-ui/react';
import type * as System from './system';

type ChakraModule = typeof Chakra;
type SystemModule = typeof System;
type WithDictionary = ChakraModule['createSystem'] & { tokenDictionary: (config: unknown) => unknown };

describe('preparePortalSystem', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('builds the token dictionary in a task of its own and the system with it in the next', () => {
    let system!: SystemModule;
    let build!: jest.SpyInstance;
    jest.isolateModules(() => {
      const chakra = jest.requireActual<ChakraModule>('@chakra-ui/react');
      build = jest.spyOn(chakra.createSystem as WithDictionary, 'tokenDictionary');
      system = jest.requireActual<SystemModule>('./system');
    });
    system.preparePortalSystem();
    expect(build).not.toHaveBeenCalled();
    jest.advanceTimersToNextTimer(); // the merge
    expect(build).not.toHaveBeenCalled();
    jest.advanceTimersToNextTimer(); // the token dictionary
    expect(build).toHaveBeenCalledTimes(1);
    const dictionary = build.mock.results[0]?.value as unknown;
    jest.advanceTimersToNextTimer(); // the rest of the system, with that dictionary
    expect(build).toHaveBeenCalledTimes(1);
    expect(system.createPortalSystem().tokens).toBe(dictionary);
  });
});
