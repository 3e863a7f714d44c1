import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupTestServer } from '@portal/shared/testing';
import { allContractsQuery } from './all-contracts';

const asked: string[] = [];
setupTestServer(
  http.get('*/api/v2/contracts', ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json({
      items: [{ name: 'C1' }],
      total_items: 1,
      limit: 99999,
      offset: 0,
      n_items: 1,
    });
  }),
);

describe('allContractsQuery', () => {
  it('"a full fetch uses limit 99999, offset 0" (customer-area §7), the type sent unless electricity', async () => {
    const client = new QueryClient();
    await expect(client.fetchQuery(allContractsQuery('all'))).resolves.toEqual([{ name: 'C1' }]);
    await client.fetchQuery(allContractsQuery('gas'));
    await client.fetchQuery(allContractsQuery('electricity'));
    await client.fetchQuery(allContractsQuery('all'));
    expect(asked).toEqual([
      '?offset=0&limit=99999&type=all',
      '?offset=0&limit=99999&type=gas',
      '?offset=0&limit=99999',
    ]);
    expect(allContractsQuery('gas').queryKey).toEqual(['contracts', 'all', 'gas']);
  });
});
