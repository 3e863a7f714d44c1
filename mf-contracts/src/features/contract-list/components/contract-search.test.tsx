// The contract search field keeps what is typed and searches after the pause (customer-area §9 "contract search
// debounce 1500 ms"), trimmed; it follows the address when the search is changed elsewhere (the empty list's clear).
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ContractSearch } from './contract-search';

const searched: string[] = [];

function Harness() {
  const [query, setQuery] = useState('');
  return (
    <>
      <ContractSearch
        query={query}
        onSearch={(text) => {
          searched.push(text);
          setQuery(text);
        }}
      />
      <button type="button" onClick={() => setQuery('')}>
        Clear elsewhere
      </button>
    </>
  );
}

beforeEach(() => {
  resetPortalState();
  searched.length = 0;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function typeAndPause(text: string) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.type(screen.getByLabelText('Search contracts'), text);
  await act(async () => jest.advanceTimersByTime(1500));
  return user;
}

describe('ContractSearch', () => {
  it('searches the trimmed text once after the pause, and keeps what is typed after its own search', async () => {
    renderWithProviders(<Harness />);
    await typeAndPause('  Calle ');
    expect(searched).toEqual(['Calle']);
    expect(screen.getByLabelText('Search contracts')).toHaveValue('  Calle ');
    await typeAndPause('Mayor');
    expect(searched).toEqual(['Calle', 'Calle Mayor']);
    expect(screen.getByLabelText('Search contracts')).toHaveValue('  Calle Mayor');
  });

  it('follows a search cleared elsewhere', async () => {
    renderWithProviders(<Harness />);
    const user = await typeAndPause('Sevilla');
    await user.click(screen.getByRole('button', { name: 'Clear elsewhere' }));
    expect(screen.getByLabelText('Search contracts')).toHaveValue('');
    expect(searched).toEqual(['Sevilla']);
  });
});
