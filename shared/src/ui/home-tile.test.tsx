// The home tiles' one frame (issue 46 item 3: "the home tiles in three remotes"): a region named by its title, its
// description, and its actions as a list.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Button } from './chakra';
import { HOME_TILE_ACTION, HomeTile, HomeTileActions } from './home-tile';

describe('HomeTile', () => {
  it('is a region named by its level-2 title, with its description and its content', () => {
    renderWithProviders(
      <HomeTile title="Invoices" description="Consult, download and pay your invoices.">
        <button type="button">See my invoices</button>
      </HomeTile>,
    );
    const tile = screen.getByRole('region', { name: 'Invoices' });
    expect(within(tile).getByRole('heading', { level: 2, name: 'Invoices' })).toBeInTheDocument();
    expect(tile).toHaveTextContent('Consult, download and pay your invoices.');
    expect(within(tile).getByRole('button', { name: 'See my invoices' })).toBeInTheDocument();
  });

  it('lists its actions in order, one control an item', () => {
    renderWithProviders(
      <HomeTile title="Contracts" description="Consult and manage your contracts.">
        <HomeTileActions
          actions={['consult', 'download'] as const}
          render={(action) => <Button {...HOME_TILE_ACTION}>{action}</Button>}
        />
      </HomeTile>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['consult', 'download']);
    expect(within(items[0]!).getByRole('button', { name: 'consult' })).toBeInTheDocument();
  });
});
