import { screen } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { HOLDER_LABEL, NewAccountForm } from './lazy-fields.fixture';
import { preloadCheckboxField } from './lazy-fields';

beforeEach(resetPortalState);

// A file of its own: nothing in it renders the checkbox before the preload (lazy-fields.test.tsx does).
describe('preloadCheckboxField', () => {
  it('makes the checkbox render with the rest of its form', async () => {
    await preloadCheckboxField();
    renderWithProviders(<NewAccountForm />);
    // In the form's first render: no moment without it.
    expect(screen.getByRole('checkbox', { name: HOLDER_LABEL })).toBeInTheDocument();
  });
});
