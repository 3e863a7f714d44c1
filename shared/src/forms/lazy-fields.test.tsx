import { screen } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { HOLDER_LABEL, NewAccountForm } from './lazy-fields.fixture';

beforeEach(resetPortalState);

// Rendered before anything fetched the checkbox's code (lazy-fields.preload.test.tsx renders it after a preload).
describe('CheckboxField (its code loaded on demand)', () => {
  it('appears a moment after its form when nothing fetched its code before', async () => {
    renderWithProviders(<NewAccountForm />);
    expect(screen.getByRole('textbox', { name: 'New IBAN' })).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: HOLDER_LABEL })).toBeInTheDocument();
  });
});
