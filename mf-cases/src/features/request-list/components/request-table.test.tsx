// A row per request (issue 11 "the list (state, section, category, contract, dates)"), its number a link to it.
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { caseSummary } from '../../../testing/cases';
import { RequestTable } from './request-table';

beforeEach(() => resetPortalState());

describe('RequestTable', () => {
  it('shows each request with its state, section, category and contract, linked to its detail', () => {
    renderWithProviders(
      <RequestTable requests={[caseSummary(1, { state: 'accepted' }), caseSummary(2, { contract: null })]} />,
    );
    const [link] = screen.getAllByRole('link', { name: 'Request CAS-000001: Question 1' });
    expect(link).toHaveAttribute('href', '/requests/1');
    expect(screen.getAllByRole('link', { name: 'Request CAS-000002: Question 2' })[0]).toHaveAttribute(
      'href',
      '/requests/2',
    );
    for (const text of ['Accepted', 'Billing', 'Invoice query', '0010001', '—'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });
});
