// The setup the flow page tests share (gas, dual): the MSW server with the seeded lookups and the recorded leads, the
// portal state reset before each test, the wizard stored at a step, the confirmation ticked and confirmed, the
// stepper read. Used by tests only; call it at a test file's top level.
import type { ContractingConfig } from '@portal/shared/api-types';
import { settingsStore } from '@portal/shared/settings';
import { resetPortalState, setupTestServer, type renderWithProviders } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { wizardStorageKey } from '../features/wizard/wizard-state';
import type { ContractingVariant } from '../features/wizard/steps';
import { CONFIG, GAS_CUPS, leadHandlers, lookupHandlers, type SentLead } from './test-fixtures';

export type User = ReturnType<typeof renderWithProviders>['user'];

export function setupFlowPageTest(variant: ContractingVariant, data: Record<string, unknown>) {
  const sent: SentLead[] = [];
  const gasConfirm = { fails: false };
  const server = setupTestServer(
    ...lookupHandlers,
    ...leadHandlers(sent, { failGasConfirm: () => gasConfirm.fails }),
  );
  beforeEach(() => {
    resetPortalState();
    sessionStorage.clear();
    sent.length = 0;
    gasConfirm.fails = false;
  });
  afterEach(() => server.events.removeAllListeners());
  return {
    server,
    /** The leads sent, in order (emptied before each test). */
    sent,
    /** Whether the gas confirm (step 5) answers KO; reset to false before each test. */
    failGasConfirm: (fails: boolean) => {
      gasConfirm.fails = fails;
    },
    /** The requests `pick` names (what it returns for them), in order, from now to the test's end. */
    recordRequests: (pick: (request: Request) => string | undefined) => {
      const recorded: string[] = [];
      server.events.on('request:start', ({ request }) => {
        const name = pick(request);
        if (name !== undefined) recorded.push(name);
      });
      return recorded;
    },
    /** The configuration answered with `overrides` over the flows' one. */
    configWith: (overrides: Partial<ContractingConfig>) =>
      server.use(
        http.get('/api/v1/contractacio/config', () => HttpResponse.json({ ...CONFIG, ...overrides })),
      ),
    /** From now on the gas lookups fail: a step reached later must not need them again. */
    failGasLookups: () =>
      server.use(http.get('/api/v2/gas/*', () => new HttpResponse(null, { status: 500 }))),
    /** The wizard stored as after a reload: no leads and the flow's data unless `state` says otherwise. */
    store: (state: Record<string, unknown>) =>
      sessionStorage.setItem(
        wizardStorageKey(variant),
        JSON.stringify({ leadId: null, gasLeadId: null, data, ...state }),
      ),
  };
}

/** The setting features.leads on: leads sent step by step (§4). */
export function leadsOn() {
  settingsStore.setState((state) => ({ settings: { ...state.settings, 'features.leads': true } }));
}

/** The confirmation step: conditions and privacy accepted, then Confirm. */
export async function confirm(user: User) {
  await user.click(await screen.findByRole('checkbox', { name: /contract conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

/** The stepper's steps. It shows on wide screens only: hidden in jsdom, which matches no media query. */
/** The stepper's steps as read ("1. Supply point"): without each one's decorative mark (its number) and state. */
export function stepperSteps() {
  return within(screen.getByRole('navigation', { hidden: true }))
    .getAllByRole('listitem', { hidden: true })
    .map((item, position) =>
      (item.textContent ?? '').slice(String(position + 1).length).replace(' (not yet available)', ''),
    );
}

/** The page's title, and its first step (the supply point's CUPS) shown. */
export async function expectWizardStart(title: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await screen.findByLabelText(/^CUPS/);
}

/** The gas contract step with the gas CUPS, its products there as the step shows, nothing loading and no error. */
export async function expectGasStepReady() {
  expect(await screen.findByLabelText(/^Gas CUPS/)).toHaveValue(GAS_CUPS);
  expect(screen.getByRole('option', { name: 'Gas Hogar' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Gas product/)).toHaveValue('201');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}
