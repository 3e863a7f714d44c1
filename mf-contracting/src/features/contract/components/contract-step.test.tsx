// The electricity contract step (visitor-features §4, §5 "Electricity contract", §8 "No available tariffs"); the
// rules' messages are in ../schemas.test.ts and ../power-rules.test.ts.
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { Button } from '@portal/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type * as productOffers from '../../../lib/product-offers';
import { ProductOffers } from '../../../lib/product-offers';
import { sipsOf } from '../../../lib/test-fixtures';
import { ContractStep, type ContractStepProps } from './contract-step';

// The products' offers, counted: how often the step renders a part that nothing it shows has changed.
jest.mock('../../../lib/product-offers', () => {
  const actual = jest.requireActual<typeof productOffers>('../../../lib/product-offers');
  return { ...actual, ProductOffers: jest.fn(actual.ProductOffers) };
});

const CUPS = 'ES0021000000000001RK';
const sips = sipsOf(CUPS);
let pricelistQueries: Record<string, string>[] = [];
setupTestServer(
  http.get('/api/v1/tariff', ({ request }) => {
    const power = Number(new URL(request.url).searchParams.get('power'));
    if (power > 1000) return HttpResponse.json([]);
    if (power > 450) return HttpResponse.json([{ id: 4, name: '6.1TD' }]);
    return HttpResponse.json(
      power > 15
        ? [
            { id: 2, name: '3.0TD' },
            { id: 3, name: 'VE' },
          ]
        : [{ id: 1, name: '2.0TD' }],
    );
  }),
  http.get('/api/v1/pricelist', ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    pricelistQueries.push(query);
    return HttpResponse.json([
      {
        id: 101,
        name: 'Tarifa Fija',
        ov_description: 'The same energy price at every hour.',
        ov_link: 'https://brand.example/tarifa-fija',
        power_prices: { P1: 0.0863, P2: 0.0108 },
        energy_prices: { P1: 0.149, P2: 0.149, P3: 0.149 },
      },
      ...(query.promocode === 'BIENVENIDA'
        ? [{ id: 105, name: 'Bienvenida', ov_description: '', ov_link: '' }]
        : []),
    ]);
  }),
  http.get('/api/v1/leads/validate-coupon/:coupon/', ({ params }) => {
    const coupon = String(params.coupon);
    return HttpResponse.json({ valid: coupon === 'BIENVENIDA', coupon });
  }),
);
beforeEach(() => {
  resetPortalState();
  pricelistQueries = [];
});

function renderStep(promo?: ContractStepProps['promo']) {
  const onComplete = jest.fn();
  const view = renderWithProviders(
    <ContractStep
      cups={CUPS}
      promo={promo}
      sips={sips}
      requireDocumentation
      crmPhone="900 000 000"
      stored={undefined}
      onDraft={jest.fn()}
      onComplete={onComplete}
      navigation={<Button type="submit">Next</Button>}
    />,
  );
  return { ...view, onComplete };
}

describe('ContractStep', () => {
  // Issue 47: the step renders on every keystroke (its values are its draft); every part rendered with it.
  it('renders the products again only when what they show changes, not on a keystroke that changes none of it', async () => {
    const offers = jest.mocked(ProductOffers);
    const { user } = renderStep();
    await screen.findByRole('option', { name: 'Tarifa Fija' });
    const before = offers.mock.calls.length;
    // P2 below P1: the highest power, so the tariffs and products, stay the same.
    await user.clear(screen.getByLabelText(/^power P2/i));
    await user.type(screen.getByLabelText(/^power P2/i), '4,5');
    expect(screen.getByLabelText(/^power P2/i)).toHaveValue('4,5');
    expect(offers.mock.calls.length).toBe(before);
    await user.selectOptions(screen.getByLabelText(/^product/i), '101');
    // The chosen product is marked among the offers: they render for it.
    await waitFor(() => expect(offers.mock.calls.length).toBeGreaterThan(before));
  });

  it('starts from the SIPS powers and tariff, loads the products by power, tariff and CUPS, and hands the step on', async () => {
    const { user, onComplete } = renderStep();
    expect(screen.getByLabelText(/^power P1/i)).toHaveValue('4,6');
    expect(screen.queryByLabelText(/^power P3/i)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^access tariff/i)).toHaveValue('1'));
    await screen.findByRole('option', { name: 'Tarifa Fija' });
    expect(pricelistQueries[0]).toMatchObject({ power: '4.6', atr: '1', cups: CUPS });
    await user.selectOptions(screen.getByLabelText(/^product/i), '101');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({
      power: '4,6',
      power2: '4,6',
      accessTariff: '1',
      selectedProduct: '101',
      selectedProductName: 'Tarifa Fija',
      selfconsCode: '00',
    });
  });

  // Issue 41 item 4: "Show each product's description, its prices (energy and power terms, from the API) and a link".
  it("shows each product's description, power and energy terms and its page in a new tab; the chosen one marked", async () => {
    const { user } = renderStep();
    const offers = await screen.findByRole('list', { name: 'What each product offers' });
    const offer = await within(offers).findByRole('listitem');
    expect(offer).toHaveTextContent('Tarifa Fija');
    expect(offer).toHaveTextContent('The same energy price at every hour.');
    expect(offer.textContent?.replace(/\s/g, ' ')).toMatch(
      /Power term: P1 €?0[.,]0863( €)?\/kW per day · P2 €?0[.,]0108( €)?\/kW per day/,
    );
    expect(offer.textContent?.replace(/\s/g, ' ')).toMatch(/Energy term: P1 €?0[.,]149( €)?\/kWh · P2/);
    const link = within(offer).getByRole('link', { name: /More about Tarifa Fija/ });
    expect(link).toHaveAttribute('href', 'https://brand.example/tarifa-fija');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(offer).queryByText('Chosen')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^access tariff/i)).toHaveValue('1'));
    await user.selectOptions(screen.getByLabelText(/^product/i), '101');
    expect(await within(offer).findByText('Chosen')).toBeInTheDocument();
  });

  it('above 15 kW asks for P3 to P6, each at least the previous', async () => {
    const { user } = renderStep();
    const p1 = screen.getByLabelText(/^power P1/i);
    await user.clear(p1);
    await user.type(p1, '20');
    expect(await screen.findByLabelText(/^power P6/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Required field')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^power P3/i)).toHaveAttribute('aria-invalid', 'true');
  });

  // §7 "GET /tariff?power= | maximum power": above 15 kW the sixth period is usually the highest.
  it('offers the tariffs and products of the highest of the six powers', async () => {
    const { user } = renderStep();
    const p1 = screen.getByLabelText(/^power P1/i);
    await user.clear(p1);
    await user.type(p1, '20');
    const p2 = screen.getByLabelText(/^power P2/i);
    await user.clear(p2);
    await user.type(p2, '20');
    for (const [label, value] of [
      [/^power P3/i, '30'],
      [/^power P4/i, '60'],
      [/^power P5/i, '200'],
      [/^power P6/i, '500'],
    ] as const) {
      await user.type(await screen.findByLabelText(label), value);
    }
    expect(await screen.findByRole('option', { name: '6.1TD' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '3.0TD' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^access tariff/i), '4');
    await waitFor(() => expect(pricelistQueries.at(-1)).toMatchObject({ power: '500', atr: '4' }));
  });

  it('warns with the CRM phone when no tariff fits the power', async () => {
    const { user } = renderStep();
    const p1 = screen.getByLabelText(/^power P1/i);
    await user.clear(p1);
    await user.type(p1, '2000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There are no tariffs available for this power. Call us on 900 000 000.',
    );
  });

  it('self-consumption on asks for its documents', async () => {
    const { user } = renderStep();
    await user.click(await screen.findByRole('checkbox', { name: /I have self-consumption/ }));
    expect(await screen.findByLabelText(/^self-consumption documents/i)).toBeInTheDocument();
  });

  describe('promo code', () => {
    it('is not offered without features.promotionalCode or a code in the address', () => {
      renderStep({ enabled: false, fromQuery: '' });
      expect(screen.queryByLabelText('Promotional code')).not.toBeInTheDocument();
    });

    // §5 "Promo code": applied, already applied and invalid outcomes; the products by promocode (§7 pricelist).
    it('applies a valid code, which brings its products; the same code again is already applied', async () => {
      const { user, onComplete } = renderStep({ enabled: true, fromQuery: '' });
      await user.type(screen.getByLabelText('Promotional code'), 'bienvenida');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('Promotional code BIENVENIDA applied')).toBeInTheDocument();
      await screen.findByRole('option', { name: 'Bienvenida' });
      expect(pricelistQueries.at(-1)).toMatchObject({ promocode: 'BIENVENIDA' });
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(
        await screen.findByText('The promotional code BIENVENIDA is already applied'),
      ).toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText(/^product/i), '105');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
      expect(onComplete.mock.calls[0]?.[0]).toMatchObject({
        promotionalCode: 'BIENVENIDA',
        selectedProduct: '105',
      });
    });

    it('an invalid code shows the invalid-promotional message and applies nothing', async () => {
      const { user } = renderStep({ enabled: true, fromQuery: '' });
      await user.type(screen.getByLabelText('Promotional code'), 'CADUCADO{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid promotional code');
      await screen.findByRole('option', { name: 'Tarifa Fija' });
      expect(pricelistQueries.every((query) => !('promocode' in query))).toBe(true);
    });

    // §4: "A promo code in the query parameter promocode is applied automatically."
    it('the code of the address is applied automatically', async () => {
      renderStep({ enabled: true, fromQuery: 'BIENVENIDA' });
      expect(await screen.findByText('Promotional code BIENVENIDA applied')).toBeInTheDocument();
      expect(screen.getByLabelText('Promotional code')).toHaveValue('BIENVENIDA');
      await screen.findByRole('option', { name: 'Bienvenida' });
    });
  });
});
