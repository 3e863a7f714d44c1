import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PowerLeadRequest } from '@portal/shared/api-types';
import { holdPaint, renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import PowerCalculatorPage from './power-calculator-page';
import { fillInLeadContact } from '../testing/lead-contact';

const CUPS = 'ES0021000000000001RK';
let leads: PowerLeadRequest[] = [];
const server = setupTestServer(
  http.post('*/api/v1/leads/potencia', async ({ request }) => {
    leads.push((await request.json()) as PowerLeadRequest);
    return HttpResponse.json({ status: 'OK', lead_id: 7 });
  }),
);

beforeEach(() => {
  resetPortalState();
  leads = [];
});

type User = ReturnType<typeof renderWithProviders>['user'];

async function calculate(user: User) {
  const calculate = await screen.findByRole('button', { name: 'Calculate' });
  // "The calculate button is disabled while submitting or until the form is edited."
  expect(calculate).toBeDisabled();
  await user.type(screen.getByLabelText(/^CUPS/), CUPS);
  await user.type(screen.getByLabelText(/^Area/), '85');
  await user.type(screen.getByLabelText(/^Number of people/), '3');
  expect(screen.getByRole('radio', { name: 'Some at the same time' })).toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: 'Fridge' }));
  await user.click(screen.getByRole('checkbox', { name: 'Electric heating' }));
  await user.click(screen.getByRole('checkbox', { name: 'Washing machine' }));
  await user.click(screen.getByRole('checkbox', { name: 'Electric water heater' }));
  await user.selectOptions(screen.getByLabelText('Size: Electric water heater'), '80L');
  await user.click(screen.getByRole('checkbox', { name: 'Television' }));
  await user.clear(screen.getByLabelText('How many: Television'));
  await user.type(screen.getByLabelText('How many: Television'), '2');
  expect(calculate).toBeEnabled();
  await user.click(calculate);
}

async function fillLead(user: User) {
  const form = await screen.findByRole('form', { name: 'Your contact details' });
  await fillInLeadContact(user, form, '9-13h');
  return form;
}

describe('the power calculator page (visitor-features §4 "Form, then lead form after submit, then thank-you after the lead returns status OK")', () => {
  it('"CUPS required and valid (required field; CUPS not valid)", area and people required', async () => {
    const { user } = renderWithProviders(<PowerCalculatorPage />);
    await user.type(await screen.findByLabelText(/^CUPS/), 'ES123');
    await user.type(screen.getByLabelText(/^Area/), '8,5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('CUPS not valid')).toBeVisible();
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Your optimal power' })).not.toBeInTheDocument();
  });

  it('shows the optimal power with its notes, sends the lead with the calculation, then thanks', async () => {
    const { user } = renderWithProviders(<PowerCalculatorPage />);
    await calculate(user);
    expect(await screen.findByRole('heading', { name: 'Your optimal power' })).toBeVisible();
    // 0.3 + 2 × 0.2 + (0.1 + 85 × 0.01) + 2 × 0.4 + 2 = 4.45
    expect(screen.getByText('4.45 kW')).toBeVisible();
    expect(screen.getByText(/Contract the first power your distributor offers/)).toBeVisible();
    const form = await fillLead(user);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toHaveFocus();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      cups: CUPS,
      data: {
        optimalPower: 4.45,
        area: 85,
        numPersones: 3,
        cofSimul: 0.4,
        name: 'Marta',
        surname1: 'Vidal',
        email: 'marta@example.com',
        telephone: '612345678',
        contactHours: '9-13h',
        consent: true,
      },
    });
    expect(leads[0]?.data.appliances).toContainEqual({ name: 'washer', totalPower: 0.8, enabled: true });
    expect(leads[0]?.data.appliances).toContainEqual({ name: 'oven', totalPower: 0, enabled: false });
  });

  it('paints the result first; the lead form follows once it is on screen (issue 47 item 1)', async () => {
    const { user } = renderWithProviders(<PowerCalculatorPage />);
    const paint = holdPaint();
    try {
      await calculate(user);
      expect(await screen.findByRole('heading', { name: 'Your optimal power' })).toBeVisible();
      expect(screen.getByText('4.45 kW')).toBeVisible();
      expect(screen.queryByRole('form', { name: 'Your contact details' })).not.toBeInTheDocument();
      // Inside the click focus is on no field of the form that went; once the result is on screen, on its heading.
      expect(document.body).toHaveFocus();
      paint.paint();
      expect(await screen.findByRole('form', { name: 'Your contact details' })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Your optimal power' })).toHaveFocus();
    } finally {
      paint.restore();
    }
  });

  // Issue 47 item 1: the result's first render (the kit's styles of its heading, list and button) was most of the click
  // that calculates, at the budgets' CPU.
  it('renders the result ahead, hidden, while the form is filled in', async () => {
    const { user } = renderWithProviders(<PowerCalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await waitFor(() => expect(screen.getByText('Your optimal power')).not.toBeVisible());
    expect(screen.queryByRole('heading', { name: 'Your optimal power' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the data' })).not.toBeInTheDocument();
    await calculate(user);
    expect(await screen.findByRole('heading', { name: 'Your optimal power' })).toBeVisible();
    expect(screen.getByText('4.45 kW')).toBeVisible();
  });

  it('back to the form and calculating again keeps the contact details typed in the lead form', async () => {
    const { user } = renderWithProviders(<PowerCalculatorPage />);
    await calculate(user);
    await fillLead(user);
    await user.click(screen.getByRole('button', { name: 'Change the data' }));
    // The button left with the result: the caret goes on in the form as it was typed, at its first field.
    await waitFor(() => expect(screen.getByLabelText(/^CUPS/)).toHaveFocus());
    expect(screen.getByLabelText(/^CUPS/)).toHaveValue(CUPS);
    await user.clear(screen.getByLabelText(/^Area/));
    await user.type(screen.getByLabelText(/^Area/), '100');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // 4.45 + 15 × 0.01
    expect(await screen.findByText('4.6 kW')).toBeVisible();
    const form = await screen.findByRole('form', { name: 'Your contact details' });
    expect(within(form).getByLabelText(/^Telephone/)).toHaveValue('612345678');
  });

  it('a lead that fails keeps the result and the typed details; a 400 lands on its field; back keeps the calculator data', async () => {
    server.use(
      http.post('*/api/v1/leads/potencia', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), {
        once: true,
      }),
      http.post(
        '*/api/v1/leads/potencia',
        () =>
          HttpResponse.json(
            { message: 'Bad request', errors: { 'data.email': 'The e-mail is not valid' } },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { user } = renderWithProviders(<PowerCalculatorPage />);
    await calculate(user);
    const form = await fillLead(user);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your details could not be sent. Please try again later.',
    );
    expect(within(form).getByLabelText(/^Telephone/)).toHaveValue('612345678');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('The e-mail is not valid')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Thank you' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the data' }));
    expect(await screen.findByLabelText(/^CUPS/)).toHaveValue(CUPS);
    expect(screen.getByRole('checkbox', { name: 'Washing machine' })).toBeChecked();
  });
});
