import type { VirtualBattery } from '@portal/shared/api-types';
import {
  atViewportWidth,
  emptyStateIcon,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  recordDownloads,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { activateLocale } from '@portal/shared/i18n';
import { VirtualBatteryCard } from './virtual-battery-card';

const server = setupTestServer();

/** Laura's 0010001 as the reference API seeds it: "Batería Casa" (origin, 60 %) and "Batería Girona" (40 %). */
const batteries: VirtualBattery[] = [
  {
    id: 1,
    bateria: { id: 10, name: 'Batería Casa' },
    pes: 0.596,
    pes_percentatge: 59.6,
    aplicat: 12.5,
    data_inici: '2025-01-01',
    data_final: null,
    gestio_descomptes: 'aplicar',
    total_descompte: 30,
    es_origen: true,
  },
  {
    id: 2,
    bateria: { id: 11, name: 'Batería Girona' },
    pes: 0.404,
    pes_percentatge: 40.4,
    aplicat: 0,
    data_inici: '2025-01-01',
    data_final: '2021-12-31',
    gestio_descomptes: 'acumular',
    total_descompte: 8.25,
    es_origen: false,
  },
];

const detail = (items: VirtualBattery[]) =>
  http.get('*/api/v2/contracts/0010001', () =>
    HttpResponse.json({ data: { name: '0010001', bateria_virtual: items } }),
  );

beforeEach(() => {
  resetPortalState();
  server.use(
    http.get('*/api/v2/contract/bateria/types', () =>
      HttpResponse.json([
        { name: 'aplicar', description: 'Apply' },
        { name: 'acumular', description: 'Accumulate' },
      ]),
    ),
  );
});
afterEach(() => jest.restoreAllMocks());

const card = () => screen.getByRole('region', { name: 'Virtual batteries' });

describe('VirtualBatteryCard (customer-area §2 "A virtual battery card shows a table and an Excel download")', () => {
  it("shows the percentages in the portal's locale (Spanish: a space before the sign)", async () => {
    await activateLocale('es-ES');
    server.use(detail(batteries));
    renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('cell', { name: '60\u00a0%' })).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByRole('cell', { name: '40\u00a0%' })).toBeInTheDocument();
  });

  it('lists each battery with its rounded percentage, dates, discounts and state', async () => {
    server.use(detail(batteries));
    renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the virtual batteries…');
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const casa = within(rows[1] as HTMLElement);
    // "Percentages are rounded to integers" (§3), in the locale's form through the shared formatter (English "60%"),
    // not a hand-written "60 %"; "an open end is allowed" (§4).
    expect(casa.getByRole('cell', { name: '60%' })).toBeInTheDocument();
    expect(casa.getByText('Origin')).toBeInTheDocument();
    expect(casa.getByText('Apply')).toBeInTheDocument();
    expect(casa.getByText('Active')).toBeInTheDocument();
    // The end date is folded under the start date's cell (issue 44 item 1): its own line in that cell.
    expect(casa.getByText('—')).toBeInTheDocument();
    const girona = within(rows[2] as HTMLElement);
    expect(girona.getByRole('cell', { name: '40%' })).toBeInTheDocument();
    expect(girona.getByText('Accumulate')).toBeInTheDocument();
    // "inactive ones are locked" (§4).
    expect(girona.getByText('Inactive (locked)')).toBeInTheDocument();
    expect(girona.getByText('31/12/2021')).toBeInTheDocument();
  });

  it('below 1,280 px each battery is a card with its values and its Modify percentage and Move on it (issue 44 item 1)', async () => {
    atViewportWidth(1100);
    server.use(detail(batteries));
    renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    const list = await within(card()).findByRole('list', { name: 'Virtual batteries' });
    expect(within(card()).queryByRole('table')).not.toBeInTheDocument();
    const casa = within(list).getAllByRole('listitem')[0]!;
    expect(casa).toHaveTextContent(/^Batería Casa/);
    expect(
      within(casa)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Excel',
      'State',
      'Percentage',
      'Start date',
      'End date',
      'Discount management',
      'Applied',
      'Total discount',
    ]);
    expect(
      within(casa).getByRole('button', { name: 'Modify percentage of Batería Casa' }),
    ).toBeInTheDocument();
    expect(within(casa).getByRole('button', { name: 'Move Batería Casa' })).toBeInTheDocument();
  });

  it('"GET contracts/virtual_batteries/{ids comma-separated} downloads Excel" of the selected batteries', async () => {
    recordDownloads();
    const asked: string[] = [];
    server.use(
      detail(batteries),
      http.get('*/api/v1/contracts/virtual_batteries/:ids', ({ params }) => {
        asked.push(String(params.ids));
        return new HttpResponse('xlsx', {
          headers: { 'content-disposition': 'attachment; filename="baterias-virtuales.xlsx"' },
        });
      }),
    );
    const { user } = renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    const button = await screen.findByRole('button', { name: 'Download Excel' });
    await user.click(button);
    await waitFor(() => expect(asked).toEqual(['1,2']));
    await user.click(screen.getByRole('checkbox', { name: 'Include Batería Casa in the Excel' }));
    await user.click(button);
    await waitFor(() => expect(asked).toEqual(['1,2', '2']));
    await user.click(screen.getByRole('checkbox', { name: 'Include Batería Girona in the Excel' }));
    expect(button).toBeDisabled();
  });

  it('says so when the contract has no batteries', async () => {
    server.use(detail([]));
    renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    expect(await within(card()).findByText('This contract has no virtual batteries.')).toBeInTheDocument();
    // Issue 44: an empty state with an icon that fits the list (no action: batteries are not added here).
    expect(emptyStateIcon('This contract has no virtual batteries.')).toBe('batteries');
  });

  it('shows an error with a retry', async () => {
    server.use(
      http.get('*/api/:version/contracts/0010001', () =>
        HttpResponse.json({ message: 'error' }, { status: 500 }),
      ),
    );
    const { user } = renderWithProviders(<VirtualBatteryCard contractName="0010001" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The virtual batteries could not be loaded.');
    server.use(detail(batteries));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
