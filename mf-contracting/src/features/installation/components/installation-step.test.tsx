// The installation step in the browser (visitor-features §4 "Wizard" address and CUPS behaviour, §5 "Installation");
// every rule's message is in ../schemas.test.ts.
import type { ContractingConfig } from '@portal/shared/api-types';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { Button } from '@portal/shared/ui';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sipsOf } from '../../../lib/test-fixtures';
import type * as filesField from '../../../lib/files-field';
import { FilesField } from '../../../lib/files-field';
import { InstallationStep } from './installation-step';

// The invoices' field, counted: how often the step renders a field that nothing it shows has changed.
jest.mock('../../../lib/files-field', () => {
  const actual = jest.requireActual<typeof filesField>('../../../lib/files-field');
  return { ...actual, FilesField: jest.fn(actual.FilesField) };
});

const AVAILABLE = 'ES0021000000000001RK';
const NOT_AVAILABLE = 'ES0021000000000004WR';
const GAS = 'ES0230000000000001SR';
const GAS_NOT_AVAILABLE = 'ES0230000000000003SA';
const sips = (cups: string, cupsAvailable: boolean, zipcode: string) =>
  sipsOf(cups, { cupsAvailable, address: { zipcode } });
const config = {
  requireLeadConsent: false,
  selectComerOrigin: false,
  mustAcceptMorosityVerification: false,
  invoiceRequired: true,
} as ContractingConfig;

let lookups: string[] = [];
setupTestServer(
  http.get('/api/v1/contractacio/cups/:cups/availability', ({ params }) => {
    const cups = String(params.cups);
    lookups.push(cups);
    return HttpResponse.json(sips(cups, cups !== NOT_AVAILABLE, '08001'));
  }),
  http.get('/api/v2/gas/contractacio/cups/:cups/availability', ({ params }) => {
    const cups = String(params.cups);
    lookups.push(`gas ${cups}`);
    return HttpResponse.json(sips(cups, cups !== GAS_NOT_AVAILABLE, '28013'));
  }),
  http.get('/api/v2/gas/leads/comers', () =>
    HttpResponse.json([{ id: 6, name: 'Gas Natural Comercializadora' }]),
  ),
  http.get('/api/v1/geo/zipcode/:zip/', ({ params }) =>
    HttpResponse.json({
      data:
        params.zip === '08001'
          ? [{ city: 'Barcelona', ine: '08019' }]
          : params.zip === '99999'
            ? []
            : [
                { city: 'Sant Cugat del Vallès', ine: '08205' },
                { city: 'Valldoreix', ine: '08205' },
              ],
    }),
  ),
  http.get('/api/v1/geo/provincies/:code/', () =>
    HttpResponse.json({ data: [{ id: 8, name: 'Barcelona' }] }),
  ),
  http.get('/api/v1/geo/tipovias/', () => HttpResponse.json({ data: [{ id: 'CL', name: 'Calle' }] })),
  http.get('/api/v1/misc/cnaes/', () =>
    HttpResponse.json([
      { id: 986, name: '9820', descripcio: 'Households' },
      { id: 4711, name: '4711', descripcio: 'Retail shop' },
    ]),
  ),
);
beforeEach(() => {
  resetPortalState();
  lookups = [];
});

function renderStep(overrides: Partial<ContractingConfig> = {}, supply?: 'electricity' | 'gas') {
  const onComplete = jest.fn();
  const onDraft = jest.fn();
  const view = renderWithProviders(
    <InstallationStep
      config={{ ...config, ...overrides }}
      supply={supply}
      stored={undefined}
      onDraft={onDraft}
      onComplete={onComplete}
      navigation={<Button type="submit">Next</Button>}
    />,
  );
  return { ...view, onComplete, onDraft };
}

type User = ReturnType<typeof renderWithProviders>['user'];
async function paste(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('InstallationStep', () => {
  // Issue 47: the step rendered every field again inside the task that mounted it (react-hook-form's isReady) and
  // once more when the street types answered; at the phone's speed that held the wizard's first screen.
  it('renders a field again only when what it shows changes, not when the step renders for a reason of its own', async () => {
    const files = jest.mocked(FilesField);
    files.mockClear();
    const { user } = renderStep();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Calle' })).toBeInTheDocument());
    expect(files).toHaveBeenCalledTimes(1);
    await user.selectOptions(screen.getByLabelText(/active contract/i), 'yes');
    // Whether the invoice is required follows the answer: the field renders for it.
    await waitFor(() => expect(files).toHaveBeenCalledTimes(2));
  });

  it('looks the CUPS up only at 20 characters, filling the postal code, the single locality and the province', async () => {
    const { user } = renderStep();
    await paste(user, /^CUPS/, AVAILABLE.slice(0, 19));
    await user.tab();
    expect(lookups).toEqual([]);
    await user.type(screen.getByLabelText(/^CUPS/), AVAILABLE.slice(19));
    await waitFor(() => expect(screen.getByLabelText(/^postal code/i)).toHaveValue('08001'));
    expect(lookups).toEqual([AVAILABLE]);
    // One locality: chosen at once; the province derived from it, read-only.
    await waitFor(() => expect(screen.getByLabelText(/^locality/i)).toHaveValue('Barcelona'), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.getByLabelText(/^province/i)).toHaveValue('Barcelona'));
    expect(screen.getByLabelText(/^province/i)).toHaveAttribute('readonly');
  });

  // Issue 41: "An auto-filled province keeps its 'Campo obligatorio' error until the next submit"; "Postal codes with
  // no localities in the demo geography leave an empty 'Población' select without a message."
  it('a province filled in loses its error at once; a postal code without localities says so', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const province = screen.getByLabelText(/^province/i);
    await waitFor(() => expect(province).toHaveAttribute('aria-invalid', 'true'));
    await paste(user, /^postal code/i, '08001');
    await waitFor(() => expect(screen.getByLabelText(/^locality/i)).toHaveValue('Barcelona'), {
      timeout: 3000,
    });
    await waitFor(() => expect(province).toHaveValue('Barcelona'), { timeout: 3000 });
    await waitFor(() => expect(province).not.toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.queryByText('We have no localities for this postal code: check it.'),
    ).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^postal code/i));
    await paste(user, /^postal code/i, '99999');
    expect(
      await screen.findByText('We have no localities for this postal code: check it.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('a CUPS that is not available says so and blocks the step', async () => {
    const { user, onComplete } = renderStep();
    await paste(user, /^CUPS/, NOT_AVAILABLE);
    expect(await screen.findByText('CUPS not available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onComplete).not.toHaveBeenCalled();
  });

  // §7: "CUPS availability validation for electricity and gas"; "GET /gas/leads/comers (v2)".
  it('in the gas flow looks the CUPS up among gas supply points and offers the gas retailers', async () => {
    const { user, onComplete } = renderStep({ selectComerOrigin: true }, 'gas');
    await paste(user, /^CUPS/, GAS_NOT_AVAILABLE);
    expect(await screen.findByText('CUPS not available')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^CUPS/));
    await paste(user, /^CUPS/, GAS);
    await waitFor(() => expect(screen.getByLabelText(/^postal code/i)).toHaveValue('28013'));
    expect(lookups).toEqual([`gas ${GAS_NOT_AVAILABLE}`, `gas ${GAS}`]);
    expect(await screen.findByRole('option', { name: 'Gas Natural Comercializadora' })).toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a malformed CUPS is "CUPS not valid" and is not looked up', async () => {
    const { user } = renderStep();
    await paste(user, /^CUPS/, 'ES0021000000000001RA');
    await user.tab();
    expect(await screen.findByText('CUPS not valid')).toBeInTheDocument();
    expect(lookups).toEqual([]);
  });

  it('with several localities the visitor chooses one', async () => {
    const { user } = renderStep();
    await paste(user, /^postal code/i, '08173');
    const locality = screen.getByLabelText(/^locality/i);
    await screen.findByRole('option', { name: 'Valldoreix' }, { timeout: 3000 });
    expect(locality).toHaveValue('');
    await user.selectOptions(locality, 'Valldoreix');
    expect(locality).toHaveValue('Valldoreix');
    // Its municipality code gives the province.
    await waitFor(() => expect(screen.getByLabelText(/^province/i)).toHaveValue('Barcelona'));
  });

  it('a business shows the CNAE selector; a household does not', async () => {
    const { user } = renderStep();
    const residence = screen.getByLabelText(/^residence type/i);
    await user.selectOptions(residence, 'habitual');
    expect(screen.queryByLabelText(/^activity \(CNAE\)/i)).not.toBeInTheDocument();
    await user.selectOptions(residence, 'business');
    expect(await screen.findByRole('option', { name: 'Retail shop' })).toBeInTheDocument();
  });

  it('an empty step shows "Required field" on each required field and does not go on', async () => {
    const { user, onComplete } = renderStep({ requireLeadConsent: true });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^CUPS/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Required field').length).toBeGreaterThanOrEqual(9);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a complete step is handed on, household CNAE implied, invoices as data URLs', async () => {
    const { user, onComplete, onDraft } = renderStep();
    await paste(user, /^CUPS/, AVAILABLE);
    await waitFor(() => expect(screen.getByLabelText(/^locality/i)).toHaveValue('Barcelona'), {
      timeout: 3000,
    });
    await screen.findByRole('option', { name: 'Calle' });
    await user.selectOptions(screen.getByLabelText(/^street type/i), 'CL');
    await paste(user, /^street name/i, 'Gran Via');
    await paste(user, /^number/i, '10');
    await user.selectOptions(screen.getByLabelText(/^residence type/i), 'habitual');
    await user.selectOptions(screen.getByLabelText(/^does the supply point have an active contract/i), 'yes');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/^latest invoice/i), file);
    expect(await screen.findByText('invoice.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({
      cups: AVAILABLE,
      dp: '08001',
      ine: '08019',
      state: '8',
      poblacio: 'Barcelona',
      tv: 'CL',
      residenceType: 'habitual',
      activeContract: 'yes',
      invoice: [{ name: 'invoice.pdf', content: expect.stringMatching(/^data:application\/pdf;base64,/) }],
    });
    // What is typed is kept as it changes.
    expect(onDraft).toHaveBeenLastCalledWith(expect.objectContaining({ nv: 'Gran Via' }));
  });
});
