// Filter by state (customer-area §4 case message states): all states, or one of them.
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { RequestStateFilter } from './request-state-filter';

beforeEach(() => resetPortalState());

describe('RequestStateFilter', () => {
  it('offers every state and says which one is chosen, or none for all', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<RequestStateFilter value="denied" onChange={onChange} />);
    const select = screen.getByLabelText('State');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All states',
      'Accepted',
      'Denied',
      'Additional information needed',
      'Being processed',
      'In process',
    ]);
    expect(select).toHaveDisplayValue('Denied');
    await user.selectOptions(select, 'In process');
    await user.selectOptions(select, 'All states');
    expect(onChange.mock.calls).toEqual([['in_process'], [undefined]]);
  });
});
