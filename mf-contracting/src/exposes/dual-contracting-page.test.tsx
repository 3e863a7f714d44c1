// New dual customer (visitor-features §2: "installation, person, contract, gasContract (dual flow only), payment,
// confirmation, finish"; §4: "In the dual flow, gas is optional unless dual.isGasMandatory is set" and
// "Confirmation: the confirm call is made, and for dual supply the gas confirm call too. Both must return OK to move
// to finish. Any other result, or an exception, shows a connectivity-error message with status ERROR and offers a
// Previous button.").
import { renderWithProviders } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { wizardStorageKey } from '../features/wizard/wizard-state';
import { confirm, expectGasStepReady, leadsOn, setupFlowPageTest } from '../flow/page-test-setup';
import {
  COMPANY,
  CONTRACT,
  ELECTRICITY_CUPS,
  GAS_CUPS,
  PAYMENT,
  PERSON,
  gasContract,
  installation,
  sentSteps,
} from '../flow/test-fixtures';
import DualContractingPage from './dual-contracting-page';

const DATA = {
  installation: installation(ELECTRICITY_CUPS, '2.0TD'),
  person: PERSON,
  contract: CONTRACT,
  gasContract: gasContract(GAS_CUPS),
  payment: PAYMENT,
};
const { sent, store, failGasConfirm, configWith, failGasLookups, recordRequests } = setupFlowPageTest(
  'dual',
  DATA,
);

describe('DualContractingPage', () => {
  it('leads at confirmation: the electricity lead and the gas lead (with electricityLeadId), both confirmed', async () => {
    store({ currentStep: 5, completedSteps: 5 });
    const { user } = renderWithProviders(<DualContractingPage />);
    await confirm(user);
    expect(await screen.findByText('Welcome, electricity')).toBeInTheDocument();
    // Issue 41: the dual finish names both requests confirmed, each with what it answered.
    expect(await screen.findByText('Welcome, gas')).toBeInTheDocument();
    expect(
      screen.getByText('Your electricity request and your gas request have been sent.'),
    ).toBeInTheDocument();
    expect(sentSteps(sent)).toEqual([
      'electricity 1',
      'electricity 2',
      'electricity 3',
      'electricity 4',
      'gas 1',
      'gas 2',
      'gas 3',
      'gas 4',
      'electricity 5',
      'gas 5',
    ]);
    const gas = sent.filter(({ supply }) => supply === 'gas').map(({ body }) => body);
    expect(gas[0]).toMatchObject({ cups: { name: GAS_CUPS, dp: '08001' }, comerOrigin: 6, invoice: [] });
    expect(gas[1]).toMatchObject({ lead_id: 31, cups: { name: GAS_CUPS } });
    // §7 "Step 3 gas: invoice, tarifa, tarifaATR, electricityLeadId".
    expect(gas[2]).toMatchObject({ lead_id: 31, tarifa: 201, tarifaATR: 13, electricityLeadId: 21 });
    expect(sessionStorage.getItem(wizardStorageKey('dual'))).toBeNull();
  });

  it('gas left out: only the electricity lead is sent and confirmed', async () => {
    store({ currentStep: 5, completedSteps: 5, data: { ...DATA, gasContract: gasContract('', false) } });
    const { user } = renderWithProviders(<DualContractingPage />);
    await confirm(user);
    expect(await screen.findByText('Welcome, electricity')).toBeInTheDocument();
    expect(sentSteps(sent)).toEqual([
      'electricity 1',
      'electricity 2',
      'electricity 3',
      'electricity 4',
      'electricity 5',
    ]);
  });

  it('a gas confirm other than OK shows the connectivity error with Previous and keeps the wizard', async () => {
    failGasConfirm(true);
    store({ currentStep: 5, completedSteps: 5 });
    const { user } = renderWithProviders(<DualContractingPage />);
    await confirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Connectivity error/);
    expect(screen.queryByText('Welcome, electricity')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(wizardStorageKey('dual'))).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText(/^IBAN/)).toHaveValue(PAYMENT.iban);
  });

  it('confirming again after a gas failure updates the same leads and confirms only the gas lead', async () => {
    failGasConfirm(true);
    store({ currentStep: 5, completedSteps: 5 });
    const { user } = renderWithProviders(<DualContractingPage />);
    await confirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Connectivity error/);
    failGasConfirm(false);
    sent.length = 0;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Welcome, gas')).toBeInTheDocument();
    expect(sentSteps(sent)).toEqual(['gas 1', 'gas 2', 'gas 3', 'gas 4', 'gas 5']);
    expect(sent[0]?.body).toMatchObject({ step: 1, lead_id: 31 });
  });

  it('leads step by step: the gas contract step makes the gas lead, the payment goes to both leads', async () => {
    leadsOn();
    store({ leadId: 21, currentStep: 3, completedSteps: 3 });
    const { user } = renderWithProviders(<DualContractingPage />);
    expect(await screen.findByRole('checkbox', { name: /also want to contract gas/ })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText(/^Gas product/)).toHaveValue('201'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^IBAN/)).toBeInTheDocument();
    expect(sentSteps(sent)).toEqual(['gas 1', 'gas 2', 'gas 3']);
    expect(sent[2]?.body).toMatchObject({ lead_id: 31, electricityLeadId: 21 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await confirm(user);
    expect(await screen.findByText('Welcome, electricity')).toBeInTheDocument();
    expect(sentSteps(sent).slice(3)).toEqual(['electricity 4', 'gas 4', 'electricity 5', 'gas 5']);
    expect(sent.at(-1)?.body).toMatchObject({ step: 5, lead_id: 31, confirm: true });
  });

  // Issue 12's budget: "moving between steps never waits for a network call that could have been made earlier
  // (products and tariffs prefetched when their inputs are known)". The gas CUPS is the one stored on the gas step.
  it('the gas contract step finds its products fetched on the electricity contract step, with no loading', async () => {
    const gasProducts = recordRequests(({ url }) =>
      new URL(url).pathname === '/api/v2/gas/pricelist' ? url : undefined,
    );
    store({ currentStep: 2, completedSteps: 2 });
    const { user } = renderWithProviders(<DualContractingPage />);
    await waitFor(() => expect(screen.getByLabelText(/^Product/)).toHaveValue('101'));
    await waitFor(() => expect(gasProducts).toHaveLength(1));
    failGasLookups();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectGasStepReady();
    expect(gasProducts).toHaveLength(1);
  });

  it('dual.isGasMandatory: gas cannot be left out', async () => {
    configWith({ 'dual.isGasMandatory': true });
    store({ currentStep: 3, completedSteps: 3, data: { ...DATA, gasContract: undefined } });
    renderWithProviders(<DualContractingPage />);
    expect(await screen.findByLabelText(/^Gas CUPS/)).toHaveValue('');
    expect(screen.queryByRole('checkbox', { name: /also want to contract gas/ })).not.toBeInTheDocument();
  });

  // §2: "When the configuration flag businessHaltContractation is set and the person is a company, the contract,
  // gasContract and payment steps are removed."
  it('businessHaltContractation with a company: no contracts or payment, and no gas lead', async () => {
    configWith({ businessHaltContractation: true });
    store({ currentStep: 2, completedSteps: 2, data: { ...DATA, person: COMPANY } });
    const { user } = renderWithProviders(<DualContractingPage />);
    await confirm(user);
    expect(await screen.findByText('Welcome, electricity')).toBeInTheDocument();
    expect(sentSteps(sent)).toEqual(['electricity 1', 'electricity 2', 'electricity 5']);
  });
});
