// "services table (services plus social bonuses)" (customer-area §2 "Contract detail"), on the portal's list pattern
// (issue 44: "nothing needs sideways scroll at 360–430 px"): a table on a laptop, a card per service below 1,280 px.
import { atViewportWidth, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { contractDetail } from '../../../testing/contracts';
import { ServicesSection } from './services-section';

beforeEach(() => resetPortalState());
afterEach(() => jest.restoreAllMocks());

describe('ServicesSection', () => {
  it('on a laptop is a table: service, type, start and end date', () => {
    atViewportWidth(1280);
    renderWithProviders(<ServicesSection contract={contractDetail()} />);
    const table = screen.getByRole('table', { name: 'Services' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Service', 'Type', 'Start date', 'End date']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('on a phone shows a card per service, each value labelled', () => {
    atViewportWidth(390);
    renderWithProviders(<ServicesSection contract={contractDetail()} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Services' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Mantenimiento HogarTypeServiceStart date01/02/2025End date—',
      'Bono social vulnerableTypeSocial bonusStart date01/03/2025End date28/02/2026',
    ]);
  });
});
