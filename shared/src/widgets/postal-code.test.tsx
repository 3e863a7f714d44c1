import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { geoQueries, usePostalCodeLocalities } from './postal-code';

let calls: string[] = [];
const server = setupTestServer(
  http.get('*/api/v1/geo/zipcode/:zip/', ({ params }) => {
    calls.push(String(params.zip));
    const cities: Record<string, { city: string; ine: string }[]> = {
      '08001': [{ city: 'Barcelona', ine: '08019' }],
      '08002': [{ city: 'Barcelona (2)', ine: '08019' }],
    };
    return HttpResponse.json({ data: cities[String(params.zip)] ?? [] });
  }),
);

function Lookup() {
  const [zip, setZip] = useState('');
  const { localities, isFetching } = usePostalCodeLocalities(zip);
  return (
    <>
      <label>
        Postal code
        <input value={zip} onChange={(event) => setZip(event.target.value)} />
      </label>
      <p>{isFetching ? 'fetching' : `localities: ${localities.map((l) => l.city).join(',') || 'none'}`}</p>
    </>
  );
}

beforeEach(() => {
  resetPortalState();
  calls = [];
});

describe('usePostalCodeLocalities', () => {
  it('"zipcode lookup debounce 700 ms": a code corrected within the pause is looked up once, a partial one never', async () => {
    const { user } = renderWithProviders(<Lookup />);
    const input = screen.getByLabelText('Postal code');
    await user.type(input, '08001{Backspace}2');
    expect(calls).toEqual([]);
    expect(await screen.findByText('localities: Barcelona (2)', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls).toEqual(['08002']);
  });

  it('caches a code for the visit: going back to it does not call again', async () => {
    const { user } = renderWithProviders(<Lookup />);
    const input = screen.getByLabelText('Postal code');
    await user.type(input, '08001');
    expect(await screen.findByText('localities: Barcelona', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.clear(input);
    expect(await screen.findByText('localities: none', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.type(input, '08001');
    expect(await screen.findByText('localities: Barcelona', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['08001']));
  });
});

describe('geoQueries', () => {
  it('asks a province once for every screen: one query key by the first two digits of the INE code', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/geo/provincies/:code/', ({ params }) => {
        asked.push(String(params.code));
        return HttpResponse.json({ data: [{ id: 8, name: 'Barcelona' }] });
      }),
    );
    const client = new QueryClient();
    expect(geoQueries.provinces('08019').queryKey).toEqual(['geo', 'provinces', '08']);
    expect(geoQueries.provinces('08001').queryKey).toEqual(geoQueries.provinces('08019').queryKey);
    expect(geoQueries.provinces('0').enabled).toBe(false);
    await expect(client.fetchQuery(geoQueries.provinces('08019'))).resolves.toEqual([
      { id: 8, name: 'Barcelona' },
    ]);
    await client.fetchQuery(geoQueries.provinces('08001'));
    expect(asked).toEqual(['08']);
  });

  it('asks the street types under one key (GET geo/tipovias/)', async () => {
    server.use(
      http.get('*/api/v1/geo/tipovias/', () => HttpResponse.json({ data: [{ id: 'CL', name: 'Calle' }] })),
    );
    const client = new QueryClient();
    expect(geoQueries.streetTypes().queryKey).toEqual(['geo', 'street-types']);
    await expect(client.fetchQuery(geoQueries.streetTypes())).resolves.toEqual([{ id: 'CL', name: 'Calle' }]);
  });
});
