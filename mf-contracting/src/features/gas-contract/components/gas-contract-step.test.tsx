// The gas contract step in the browser (visitor-features §4 "In the dual flow, gas is optional unless
// dual.isGasMandatory is set", §5 "Gas", §7 the gas lookups); every rule's message is in ../schemas.test.ts.
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { Button } from '@portal/shared/ui';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { gasSipsOf } from '../../../lib/test-fixtures';
import { GasContractStep, type GasContractStepProps } from './gas-contract-step';

const GAS = 'ES0230000000000002SW';
const NOT_AVAILABLE = 'ES0230000000000003SA';
const sips = (cups: string) =>
  gasSipsOf(cups, 'RL.3', { cupsAvailable: cups !== NOT_AVAILABLE, address: { zipcode: '28013' } });

let pricelist: string[] = [];
setupTestServer(
  http.get('/api/v2/gas/contractacio/cups/:cups/availability', ({ params }) =>
    HttpResponse.json(sips(String(params.cups))),
  ),
  http.get('/api/v2/gas/tariff', () =>
    HttpResponse.json([
      { id: 11, name: 'RL.1' },
      { id: 13, name: 'RL.3' },
    ]),
  ),
  http.get('/api/v2/gas/leads/comers', () =>
    HttpResponse.json([{ id: 6, name: 'Gas Natural Comercializadora' }]),
  ),
  http.get('/api/v2/gas/pricelist', ({ request }) => {
    pricelist.push(new URL(request.url).search);
    return HttpResponse.json([{ id: 201, name: 'Gas Hogar', ov_description: '', ov_link: '' }]);
  }),
);
beforeEach(() => {
  resetPortalState();
  pricelist = [];
});

function renderStep(props: Partial<GasContractStepProps> = {}) {
  const onComplete = jest.fn();
  const view = renderWithProviders(
    <GasContractStep
      askIncludeGas={false}
      stored={undefined}
      onDraft={jest.fn()}
      onComplete={onComplete}
      navigation={<Button type="submit">Next</Button>}
      {...props}
    />,
  );
  return { ...view, onComplete };
}

describe('GasContractStep', () => {
  it('gas mandatory: no include-gas choice, and an empty step shows each required field', async () => {
    const { user, onComplete } = renderStep();
    expect(await screen.findByLabelText(/^Gas CUPS/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /also want to contract gas/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Required field')).toHaveLength(5);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('optional gas (dual): leaving it out goes on without the gas fields', async () => {
    const { user, onComplete } = renderStep({ askIncludeGas: true });
    const include = await screen.findByRole('checkbox', { name: /also want to contract gas/ });
    expect(include).toBeChecked();
    await user.click(include);
    expect(screen.queryByLabelText(/^Gas CUPS/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ includeGas: false })),
    );
  });

  it('looks the gas CUPS up, chooses its access tariff and offers the products of tariff and CUPS', async () => {
    const { user, onComplete } = renderStep({ askIncludeGas: true });
    await user.click(screen.getByLabelText(/^Gas CUPS/));
    await user.paste(GAS);
    await waitFor(() => expect(screen.getByLabelText(/^Gas access tariff/)).toHaveValue('13'));
    await user.selectOptions(screen.getByLabelText(/^Does the holder/), 'dontChangeOwner');
    await user.selectOptions(
      await screen.findByLabelText(/^Current gas retailer/),
      await screen.findByRole('option', { name: 'Gas Natural Comercializadora' }),
    );
    await user.selectOptions(
      screen.getByLabelText(/^Gas product/),
      await screen.findByRole('option', { name: 'Gas Hogar' }),
    );
    expect(pricelist).toContain(`?atr=13&cups=${GAS}&lang=en-US`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith(
        expect.objectContaining({
          includeGas: true,
          cups: GAS,
          accessTariff: '13',
          selectedProduct: '201',
          selectedProductName: 'Gas Hogar',
          comerOrigin: '6',
          changeOwner: 'dontChangeOwner',
        }),
      ),
    );
  });

  it('a gas CUPS that is not available blocks the step', async () => {
    const { user } = renderStep();
    await user.click(screen.getByLabelText(/^Gas CUPS/));
    await user.paste(NOT_AVAILABLE);
    expect(await screen.findByText('CUPS not available')).toBeInTheDocument();
  });

  it('the gas flow shows the supply point CUPS read-only with the retailer already chosen', async () => {
    renderStep({ fixedCups: GAS, comerOrigin: '6' });
    expect(screen.getByLabelText(/^Gas CUPS/)).toHaveValue(GAS);
    expect(screen.getByLabelText(/^Gas CUPS/)).toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByLabelText(/^Current gas retailer/)).toHaveValue('6'));
  });
});
