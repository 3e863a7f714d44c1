import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore } from '@portal/shared/auth';
import {
  createTestToken,
  emptyStateIcon,
  findReadOnlyWrapper,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { OmipAlerts } from './omip-alerts';

const products = [
  { id: 'FTB-Q1', name: 'Baseload Q1', last_price: 70.1 },
  { id: 'FTB-Y1', name: 'Baseload year', last_price: 65.4 },
];
let alerts: { id: number; product: string; type: '<' | '>' | '=='; price: number }[] = [];
let posted: unknown[] = [];

const server = setupTestServer(
  http.get('*/api/v1/omip/products/', () => HttpResponse.json(products)),
  http.get('*/api/v1/omip/alerts/', () => HttpResponse.json(alerts)),
  http.post('*/api/v1/omip/alerts/', async ({ request }) => {
    const body = (await request.json()) as { product: string; type: '<' | '>' | '=='; price: number };
    posted.push(body);
    alerts = [...alerts, { id: 9, ...body }];
    return HttpResponse.json({ status: 'OK', id: 9 });
  }),
  http.post('*/api/v1/omip/delete/alerts/', async ({ request }) => {
    const { id } = (await request.json()) as { id: number };
    alerts = alerts.filter((alert) => alert.id !== id);
    return HttpResponse.json({ status: 'OK' });
  }),
);

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken());
  alerts = [{ id: 1, product: 'FTB-Y1', type: '<', price: 60 }];
  posted = [];
});

describe('OMIP price alerts', () => {
  it('lists the alerts after a loading state', async () => {
    renderWithProviders(<OmipAlerts />);
    expect(screen.getByText('Loading your alerts…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your price alerts' });
    const row = within(table).getByRole('row', { name: /Baseload year/ });
    expect(within(row).getByText('Lower than')).toBeVisible();
    expect(within(row).getByText(/60,00 €\/MWh|60\.00 €\/MWh/)).toBeVisible();
  });

  it('"The add button enables only with a product, a type and a price >= 0", then the list shows the new alert', async () => {
    const { user } = renderWithProviders(<OmipAlerts />);
    const add = await screen.findByRole('button', { name: 'Add alert' });
    expect(add).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Product/), 'FTB-Q1');
    await user.selectOptions(screen.getByLabelText(/^Condition/), '>');
    await user.type(screen.getByLabelText(/^Price/), '-5');
    await waitFor(() => expect(add).toBeDisabled());
    await user.clear(screen.getByLabelText(/^Price/));
    await user.type(screen.getByLabelText(/^Price/), '72,5');
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(posted).toEqual([{ product: 'FTB-Q1', type: '>', price: 72.5 }]));
    const table = await screen.findByRole('table', { name: 'Your price alerts' });
    expect(await within(table).findByRole('row', { name: /Baseload Q1/ })).toBeVisible();
    expect(screen.getByLabelText(/^Price/)).toHaveValue('');
  });

  it('a failed add says so, keeps what was typed and leaves the list as it was', async () => {
    server.use(http.post('*/api/v1/omip/alerts/', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderWithProviders(<OmipAlerts />);
    await user.selectOptions(await screen.findByLabelText(/^Product/), 'FTB-Q1');
    await user.selectOptions(screen.getByLabelText(/^Condition/), '==');
    await user.type(screen.getByLabelText(/^Price/), '70');
    await user.click(screen.getByRole('button', { name: 'Add alert' }));
    expect(await screen.findByText('The alert could not be added. Please try again later.')).toBeVisible();
    expect(screen.getByLabelText(/^Price/)).toHaveValue('70');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('deletes an alert; a failed delete says so and keeps it', async () => {
    const { user } = renderWithProviders(<OmipAlerts />);
    server.use(
      http.post('*/api/v1/omip/delete/alerts/', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete the alert on Baseload year' }));
    expect(await screen.findByText('The alert could not be deleted. Please try again later.')).toBeVisible();
    expect(screen.getByRole('row', { name: /Baseload year/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete the alert on Baseload year' }));
    expect(await screen.findByText('You have no price alerts')).toBeVisible();
    // Issue 44: an icon that fits the list, and the next action: the form's first field.
    expect(emptyStateIcon('You have no price alerts')).toBe('alerts');
    await user.click(screen.getByRole('button', { name: 'Set a price alert' }));
    expect(screen.getByRole('combobox', { name: /Product/ })).toHaveFocus();
  });

  it('a read-only (impersonation) session sees add and delete disabled with the tooltip, and changes nothing', async () => {
    authStore.getState().setToken(createTestToken({ readonly: true }));
    const { user } = renderWithProviders(<OmipAlerts />);
    const remove = await screen.findByRole('button', { name: 'Delete the alert on Baseload year' });
    expect(remove).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add alert' })).toBeDisabled();
    await user.click(await findReadOnlyWrapper(remove));
    // The click closed the tooltip the focus opened; a new pointer entry opens it again.
    await user.unhover(await findReadOnlyWrapper(remove));
    await user.hover(await findReadOnlyWrapper(remove));
    expect(await screen.findByText('This action cannot be done while impersonating')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Baseload year/ })).toBeVisible();
    expect(alerts).toHaveLength(1);
    expect(posted).toEqual([]);
  });

  it('says when the products or the alerts cannot be loaded, with a retry', async () => {
    server.use(
      http.get('*/api/v1/omip/products/', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/api/v1/omip/alerts/', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = renderWithProviders(<OmipAlerts />);
    expect(
      await screen.findByText('The products could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(
      await screen.findByText('Your alerts could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    server.use(
      http.get('*/api/v1/omip/products/', () => HttpResponse.json(products)),
      http.get('*/api/v1/omip/alerts/', () => HttpResponse.json(alerts)),
    );
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Add alert' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Your price alerts' })).toBeVisible();
  });
});
