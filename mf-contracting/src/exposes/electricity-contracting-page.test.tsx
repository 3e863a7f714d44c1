// New electricity customer (visitor-features §2, §4 "Wizard", §7): the steps composed, the whole lead sent at
// confirmation when the leads feature is off, the finish page. Each step is tested beside its own code.
import type { ContractingConfig } from '@portal/shared/api-types';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { wizardStorageKey } from '../features/wizard/wizard-state';
import {
  CONFIG as FLOW_CONFIG,
  CONTRACT,
  ELECTRICITY_CUPS as CUPS,
  PAYMENT,
  PERSON,
  installation,
  lookupHandlers,
} from '../flow/test-fixtures';
import ElectricityContractingPage from './electricity-contracting-page';

const CONFIG: ContractingConfig = { ...FLOW_CONFIG, shouldCheckDNI: true, shouldCheckMorosity: true };
const STORED = {
  leadId: null,
  currentStep: 4,
  completedSteps: 4,
  data: {
    installation: installation(CUPS, '2.0TD'),
    person: PERSON,
    contract: CONTRACT,
    payment: PAYMENT,
  },
};

let sent: { step: number }[] = [];
let scoring = true;
/** The product and tariff lookups made, by their query. */
let lookups: string[] = [];
const record = (request: Request) => {
  const url = new URL(request.url);
  lookups.push(`${url.pathname.replace('/api/v1/', '')}?${url.searchParams.toString()}`);
};
const server = setupTestServer(
  http.get('/api/v1/tariff', ({ request }) => {
    record(request);
    return HttpResponse.json([{ id: 1, name: '2.0TD' }]);
  }),
  http.get('/api/v1/leads/dni-validation/:id', () => HttpResponse.json({ lead_id: 21, dni_valid: true })),
  http.get('/api/v1/leads/solvencia/:id', () => HttpResponse.json({ lead_id: 21, scoring })),
  http.get('/api/v1/pricelist', ({ request }) => {
    record(request);
    return HttpResponse.json([
      { id: 101, name: 'Tarifa Fija', ov_description: '', ov_link: '' },
      ...(new URL(request.url).searchParams.get('promocode') === 'BIENVENIDA'
        ? [{ id: 105, name: 'Bienvenida', ov_description: '', ov_link: '' }]
        : []),
    ]);
  }),
  http.get('/api/v1/leads/validate-coupon/:coupon/', ({ params }) =>
    HttpResponse.json({ valid: params.coupon === 'BIENVENIDA', coupon: String(params.coupon) }),
  ),
  http.get('/api/v1/contractacio/config', () => HttpResponse.json(CONFIG)),
  http.post('/api/v1/leads', async ({ request }) => {
    const body = (await request.json()) as { step: number };
    sent.push(body);
    return HttpResponse.json({
      status: 'OK',
      lead_id: 21,
      ...(body.step === 5
        ? { result: { error: false, render: { format: 'markdown', body: '**Welcome, Marta**' } } }
        : {}),
    });
  }),
  // After the overrides above: the other lookups as the reference API's seeds.
  ...lookupHandlers,
);
beforeEach(() => {
  resetPortalState();
  sessionStorage.clear();
  sent = [];
  scoring = true;
  lookups = [];
});

/** The lead calls wait from now until the test releases them (each then answered as usual). */
function holdLeadCalls() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('/api/v1/leads', async ({ request }) => {
      const body = (await request.clone().json()) as { step: number };
      await gate;
      sent.push(body);
      return HttpResponse.json({ status: 'OK', lead_id: 21 });
    }),
  );
  return release;
}

/** Stored at the person step, with the lead made at the installation step. */
function storeAtPerson() {
  sessionStorage.setItem(
    wizardStorageKey('electricity'),
    JSON.stringify({ ...STORED, leadId: 21, currentStep: 1, completedSteps: 1 }),
  );
  settingsStore.setState((state) => ({ settings: { ...state.settings, 'features.leads': true } }));
}

describe('ElectricityContractingPage', () => {
  it('starts at the supply point', async () => {
    renderWithProviders(<ElectricityContractingPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contract electricity' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^CUPS/)).toBeInTheDocument();
  });

  // §4: "If the leads feature is off, the whole lead is sent at confirmation."
  it('with the leads feature off, confirmation sends steps 1 to 4 and confirms, then shows the finish body', async () => {
    settingsStore.setState((state) => ({ settings: { ...state.settings, 'features.leads': false } }));
    sessionStorage.setItem(wizardStorageKey('electricity'), JSON.stringify(STORED));
    const { user } = renderWithProviders(<ElectricityContractingPage />);
    await user.click(await screen.findByRole('checkbox', { name: /contract conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Welcome, Marta')).toBeInTheDocument();
    expect(sent.map((body) => body.step)).toEqual([1, 2, 3, 4, 5]);
    expect(sent[1]).toMatchObject({ lead_id: 21, owner: { type: 'F', fisic_vat: '12345678Z' } });
    expect(sent[2]).toMatchObject({ power: 4.6, power3: 0, tarifa: 101, tarifaATR: 1 });
    expect(sent[3]).toMatchObject({ bank: { iban: 'ES9121000418450200051332', owner_is_bank_owner: true } });
    expect(sessionStorage.getItem(wizardStorageKey('electricity'))).toBeNull();
    expect(screen.getByRole('button', { name: 'Go home' })).toBeInTheDocument();
  });

  // Issue 41 item 4: "before confirming, a summary of everything the request will say (supply address, holder,
  // product, payment account masked, billing address) with a way back to each step".
  it('shows what the request will say before Confirm, the account masked, and goes back to a step to change it', async () => {
    sessionStorage.setItem(wizardStorageKey('electricity'), JSON.stringify(STORED));
    const { user } = renderWithProviders(<ElectricityContractingPage />);
    const summary = await screen.findByRole('region', { name: 'Summary of your request' });
    const section = (name: string) =>
      within(summary).getByRole('heading', { level: 3, name }).closest('div')?.parentElement ?? summary;
    await waitFor(() => expect(section('Supply address')).toHaveTextContent('Calle Gran Via 10'));
    expect(section('Supply address')).toHaveTextContent('08001 Barcelona');
    expect(section('Supply address')).toHaveTextContent(CUPS);
    expect(section('Holder')).toHaveTextContent('Marta López');
    expect(section('Holder')).toHaveTextContent('12345678Z');
    expect(section('Billing address')).toHaveTextContent('The supply address');
    expect(section('Electricity contract')).toHaveTextContent('Tarifa Fija');
    expect(section('Electricity contract')).toHaveTextContent('P1 4,6 kW · P2 4,6 kW');
    expect(section('Payment')).toHaveTextContent('ES91 •••• 1332');
    expect(summary).not.toHaveTextContent('ES9121000418450200051332');
    await user.click(within(summary).getByRole('button', { name: 'Change: Payment' }));
    expect(await screen.findByLabelText(/^IBAN/)).toHaveValue(PAYMENT.iban);
  });

  // §4: leads sent step by step; on the person step the lead status, then the DNI, then the scoring.
  it('with the leads feature on, the person step sends its lead and checks it before going on', async () => {
    storeAtPerson();
    const { user } = renderWithProviders(<ElectricityContractingPage />);
    expect(await screen.findByLabelText(/^NIF \/ CIF/)).toHaveValue('12345678Z');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^power P1/i)).toHaveValue('4,6');
    // The CUPS as an address naming it: the API merges it into step 1's address (issue 41 item 1).
    expect(sent).toEqual([expect.objectContaining({ step: 2, lead_id: 21, cups: { name: CUPS } })]);
  });

  // Issue 12's budget: "moving between steps never waits for a network call that could have been made earlier
  // (products and tariffs prefetched when their inputs are known)". The supply point gives the powers and tariff.
  it('the contract step finds its tariffs and products fetched on the person step, with no loading', async () => {
    storeAtPerson();
    const { user } = renderWithProviders(<ElectricityContractingPage />);
    await screen.findByLabelText(/^NIF \/ CIF/);
    await waitFor(() =>
      expect(lookups).toEqual(['tariff?power=4.6', `pricelist?power=4.6&atr=1&cups=${CUPS}&lang=en-US`]),
    );
    // From now on these lookups fail: the contract step must not need them again.
    const failing = ({ request }: { request: Request }) => {
      record(request);
      return new HttpResponse(null, { status: 500 });
    };
    server.use(http.get('/api/v1/tariff', failing), http.get('/api/v1/pricelist', failing));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^power P1/i)).toHaveValue('4,6');
    // The products are there as the step shows, nothing is loading and no error shows.
    expect(screen.getByRole('option', { name: 'Tarifa Fija' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^access tariff/i)).toHaveValue('1');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(lookups).toHaveLength(2);
  });

  // Issue 41 item 3: "Every 400 the API can return on these forms maps to a translated message under its field".
  it('a 400 of the person step’s lead shows each message under its own field, in the portal’s words', async () => {
    storeAtPerson();
    server.use(
      http.post('/api/v1/leads', () =>
        HttpResponse.json(
          {
            message: 'validation_error',
            errors: { 'owner.fisic_vat': 'invalid VAT', 'owner.first_name': 'The value is too long (60)' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<ElectricityContractingPage />);
    const vat = await screen.findByLabelText(/^NIF \/ CIF/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(vat).toHaveAccessibleDescription(/Invalid VAT/));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(/Maximum 60 characters/);
    expect(screen.queryByText(/invalid VAT|too long/)).not.toBeInTheDocument();
    // Not the generic lead-error banner: the visitor can correct the fields.
    expect(screen.queryByText(/could not be processed/)).not.toBeInTheDocument();
  });

  // Issue 41 item 3, an ID image too large for the API: its 413 names the field `file` (api/src/core/errors.ts) and the
  // limit; the wizard shows it under the ID images, in the portal's words, not as a failure of the whole step.
  it('a 413 of the person step’s lead (an ID image over the limit) shows the limit under the ID images', async () => {
    storeAtPerson();
    server.use(
      http.post('/api/v1/leads', () =>
        HttpResponse.json(
          {
            message: 'file_too_large',
            limit_bytes: 15_000_000,
            limit_mb: 15,
            errors: { file: 'File too large, the limit is 15 MB' },
          },
          { status: 413 },
        ),
      ),
    );
    const { user } = renderWithProviders(<ElectricityContractingPage />);
    await screen.findByLabelText(/^NIF \/ CIF/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const images = screen.getByLabelText(/^ID document images/);
    await waitFor(() =>
      expect(images).toHaveAccessibleDescription(/The file is too large. The maximum size is 15 MB./),
    );
    expect(screen.queryByText(/File too large, the limit is/)).not.toBeInTheDocument();
    expect(screen.queryByText(/cannot be done now|could not be processed/)).not.toBeInTheDocument();
  });

  it('a bad score keeps the visitor on the person step with its message', async () => {
    storeAtPerson();
    scoring = false;
    const { user } = renderWithProviders(<ElectricityContractingPage />);
    await screen.findByLabelText(/^NIF \/ CIF/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We cannot offer you a contract after checking your payment history.',
    );
    expect(screen.getByLabelText(/^NIF \/ CIF/)).toBeInTheDocument();
  });

  // §4: "A step may be reached by clicking the stepper only if … nothing is submitting"; §3 "submitting flag".
  it('while the person step’s lead is being sent, Previous, the stepper and Start again wait for it', async () => {
    storeAtPerson();
    const release = holdLeadCalls();
    const { user } = renderWithProviders(<ElectricityContractingPage />);
    await screen.findByLabelText(/^NIF \/ CIF/);
    const stepper = screen.getByRole('navigation', { hidden: true });
    const supplyPoint = within(stepper).getByRole('button', { hidden: true, name: '1. Supply point' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled());
    expect(supplyPoint).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    release();
    expect(await screen.findByLabelText(/^power P1/i)).toHaveValue('4,6');
    expect(sent.map((body) => body.step)).toEqual([2]);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(within(stepper).getByRole('button', { hidden: true, name: '2. Personal data' })).toBeEnabled();
  });

  it('while the request is being confirmed, its Previous and Change buttons wait for it', async () => {
    settingsStore.setState((state) => ({ settings: { ...state.settings, 'features.leads': false } }));
    sessionStorage.setItem(wizardStorageKey('electricity'), JSON.stringify(STORED));
    const release = holdLeadCalls();
    const { user } = renderWithProviders(<ElectricityContractingPage />);
    await user.click(await screen.findByRole('checkbox', { name: /contract conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Change: Payment' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeDisabled();

    release();
    expect(
      await screen.findByText('Your application has been sent. We will contact you shortly.'),
    ).toBeInTheDocument();
    expect(sent.map((body) => body.step)).toEqual([1, 2, 3, 4, 5]);
  });

  // §4: "only if it changed from what was stored, sends lead data".
  it('a step submitted again unchanged is not sent again', async () => {
    storeAtPerson();
    const { user } = renderWithProviders(<ElectricityContractingPage />);
    await screen.findByLabelText(/^NIF \/ CIF/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText(/^power P1/i);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^power P1/i)).toBeInTheDocument();
    expect(sent.map((body) => body.step)).toEqual([2]);
  });

  // §2 "a visitor arriving with a promo code" and §4 "A promo code in the query parameter promocode is applied
  // automatically": its products are offered and the code goes with the contract (§7 "promotional_code as a list").
  it('the promo code of the address is applied at the contract step and sent with it', async () => {
    storeAtPerson();
    sessionStorage.setItem(
      wizardStorageKey('electricity'),
      JSON.stringify({ ...STORED, leadId: 21, currentStep: 2, completedSteps: 2 }),
    );
    const { user } = renderWithProviders(<ElectricityContractingPage />, { route: '/?promocode=bienvenida' });
    expect(await screen.findByText('Promotional code BIENVENIDA applied')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByLabelText(/^product/i),
      await screen.findByRole('option', { name: 'Bienvenida' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^IBAN/)).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ step: 3, lead_id: 21, tarifa: 105, promotional_code: ['BIENVENIDA'] }),
    ]);
  });
});
