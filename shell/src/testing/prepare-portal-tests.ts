// What every test of the whole portal (renderPortal) starts from: the platform's and the shell's state reset, the
// session's listeners installed on a fresh query client (removed after the test), and each remote module rendering
// its own id, so that a test sees which module a route loaded.
import { createTestQueryClient, resetPortalState } from '@portal/shared/testing';
import { installSessionListeners } from '../session/session-listeners';
import { loadRemote } from './mf-runtime-mock';
import { pageModule } from './render-portal';
import { resetShellState } from './reset-shell';

export function preparePortalTests(): void {
  let removeListeners: () => void = () => undefined;
  afterEach(() => removeListeners());
  beforeEach(() => {
    resetPortalState();
    removeListeners = installSessionListeners(createTestQueryClient());
    resetShellState();
    loadRemote.mockImplementation(async (id: string) => pageModule(`module ${id}`));
  });
}
