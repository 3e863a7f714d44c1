// A signed-in case form once its case is created: the success status, and the way to the new request and the list.
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { CaseSent } from './case-sent';

beforeEach(() => resetPortalState());

describe('CaseSent', () => {
  it('says the case was sent and links to it and to the list', () => {
    renderWithProviders(
      <CaseSent
        id={42}
        title="Your request has been sent."
        description="CAS-000042"
        backLabel="My requests"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your request has been sent.CAS-000042');
    expect(screen.getByRole('link', { name: 'See the request' })).toHaveAttribute('href', '/requests/42');
    expect(screen.getByRole('link', { name: 'My requests' })).toHaveAttribute('href', '/requests');
  });
});
