// Issue 12: the contract step's lookups are fetched on the earlier steps. Issue 47 item 1: with them, the formats of the
// products' prices (the flow's first amounts in euro) are built while the reader is idle, not in the render of the
// Next that shows the contract step.
import { warmFormats } from '@portal/shared/dates';
import {
  activateSourceLocale,
  createTestQueryClient,
  holdIdle,
  type HeldIdle,
  setupTestServer,
} from '@portal/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { StepData } from '../features/wizard/wizard-state';
import { flowContext } from './flow-context';
import { usePrefetchSteps } from './prefetch-steps';
import { CONFIG, ELECTRICITY_CUPS, installation, lookupHandlers } from './test-fixtures';

jest.mock('@portal/shared/dates', () => ({
  ...jest.requireActual<object>('@portal/shared/dates'),
  warmFormats: jest.fn(),
}));

setupTestServer(...lookupHandlers);
beforeAll(() => activateSourceLocale());

function renderPrefetch(data: Record<string, StepData>) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const context = flowContext({
    variant: 'electricity',
    config: CONFIG,
    data,
    signedIn: false,
    leadsFeature: true,
  });
  return renderHook(() => usePrefetchSteps({ step: 'installation', context, data, lang: 'es' }), { wrapper });
}

describe('usePrefetchSteps', () => {
  let browser: HeldIdle;
  beforeEach(() => {
    browser = holdIdle();
    jest.mocked(warmFormats).mockClear();
  });
  afterEach(() => {
    // Unmounted while the stand-in is there: the hook cancels its idle callback.
    cleanup();
    browser.restore();
  });

  it('builds the prices’ formats once the browser is idle, when the contract step is ahead with a valid supply point', () => {
    renderPrefetch({ installation: installation(ELECTRICITY_CUPS, '2.0TD') });
    // Not in the render or its effect: once the browser is idle.
    expect(warmFormats).not.toHaveBeenCalled();
    browser.idle();
    expect(warmFormats).toHaveBeenCalledTimes(1);
  });

  it('builds nothing while the supply point is not known (nothing of the contract step is ahead yet)', () => {
    renderPrefetch({});
    browser.idle();
    expect(warmFormats).not.toHaveBeenCalled();
  });
});
