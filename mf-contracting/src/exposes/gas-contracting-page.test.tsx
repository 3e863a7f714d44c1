// New gas customer (visitor-features §2 "Gas steps: installation, person, gasContract, payment, confirmation,
// finish"; §4 the lead sending rule; §7 "POST /gas/leads (v2) | same for gas").
import { renderWithProviders } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { wizardStorageKey } from '../features/wizard/wizard-state';
import {
  confirm,
  expectGasStepReady,
  leadsOn,
  setupFlowPageTest,
  stepperSteps,
} from '../flow/page-test-setup';
import {
  COMPANY,
  GAS_CUPS,
  PAYMENT,
  PERSON,
  gasContract,
  installation,
  sentSteps,
} from '../flow/test-fixtures';
import GasContractingPage from './gas-contracting-page';

const DATA = {
  installation: installation(GAS_CUPS, 'RL.3'),
  person: PERSON,
  gasContract: gasContract(GAS_CUPS),
  payment: PAYMENT,
};
const { sent, store, configWith, failGasLookups, recordRequests } = setupFlowPageTest('gas', DATA);

describe('GasContractingPage', () => {
  // §4: "If the leads feature is off, the whole lead is sent at confirmation."
  it('with the leads feature off, confirmation sends the gas lead whole and confirms it', async () => {
    store({ currentStep: 4, completedSteps: 4 });
    const { user } = renderWithProviders(<GasContractingPage />);
    await confirm(user);
    expect(await screen.findByText('Welcome, gas')).toBeInTheDocument();
    expect(sentSteps(sent)).toEqual(['gas 1', 'gas 2', 'gas 3', 'gas 4', 'gas 5']);
    expect(sent[0]?.body).toMatchObject({ cups: { name: GAS_CUPS, dp: '08001' } });
    // §7 "Step 3 gas: invoice, tarifa, tarifaATR" (no electricity lead in the gas flow).
    expect(sent[2]?.body).toMatchObject({ lead_id: 31, tarifa: 201, tarifaATR: 13, invoice: [] });
    expect(sent[2]?.body).not.toHaveProperty('electricityLeadId');
    expect(sessionStorage.getItem(wizardStorageKey('gas'))).toBeNull();
  });

  // §4: leads step by step when the leads feature is on.
  it('with the leads feature on, the gas contract step sends its step 3 to the gas lead', async () => {
    leadsOn();
    store({ leadId: 31, currentStep: 2, completedSteps: 2 });
    const { user } = renderWithProviders(<GasContractingPage />);
    expect(await screen.findByLabelText(/^Gas CUPS/)).toHaveValue(GAS_CUPS);
    await waitFor(() => expect(screen.getByLabelText(/^Gas product/)).toHaveValue('201'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^IBAN/)).toBeInTheDocument();
    expect(sentSteps(sent)).toEqual(['gas 3']);
    expect(sent[0]?.body).toMatchObject({
      lead_id: 31,
      tarifa: 201,
      tarifaATR: 13,
      owner: { type: 'F', fisic_vat: '12345678Z', changeOwner: false },
    });
  });

  // Issue 12's budget: "moving between steps never waits for a network call that could have been made earlier
  // (products and tariffs prefetched when their inputs are known)". The gas flow's supply point is the gas one.
  it('the gas contract step finds its lookups and products fetched on the person step, with no loading', async () => {
    const lookups = recordRequests(({ method, url }) => {
      const { pathname } = new URL(url);
      return method === 'GET' && pathname.startsWith('/api/v2/gas/') ? pathname : undefined;
    });
    store({ currentStep: 1, completedSteps: 1 });
    const { user } = renderWithProviders(<GasContractingPage />);
    await screen.findByLabelText(/^NIF \/ CIF/);
    await waitFor(() => expect(lookups).toContain('/api/v2/gas/pricelist'));
    expect([...lookups].sort()).toEqual([
      '/api/v2/gas/contractacio/cups/ES0230000000000002SW/availability',
      '/api/v2/gas/leads/comers',
      '/api/v2/gas/pricelist',
      '/api/v2/gas/tariff',
    ]);
    failGasLookups();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectGasStepReady();
    expect(screen.getByRole('option', { name: 'Gas Natural Comercializadora' })).toBeInTheDocument();
    expect(lookups).toHaveLength(4);
  });

  // §2: "When the configuration flag businessHaltContractation is set and the person is a company, the contract,
  // gasContract and payment steps are removed."
  it('businessHaltContractation with a company: no gas contract or payment, nor their leads', async () => {
    configWith({ businessHaltContractation: true });
    store({ currentStep: 2, completedSteps: 2, data: { ...DATA, person: COMPANY } });
    const { user } = renderWithProviders(<GasContractingPage />);
    await confirm(user);
    expect(await screen.findByText('Welcome, gas')).toBeInTheDocument();
    expect(stepperSteps()).toEqual(['1. Supply point', '2. Personal data', '3. Confirmation', '4. Finish']);
    expect(sentSteps(sent)).toEqual(['gas 1', 'gas 2', 'gas 5']);
    expect(sent[1]?.body).toMatchObject({ owner: { type: 'J', juridic_vat: 'B12345674' } });
  });
});
