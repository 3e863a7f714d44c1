import { QueryClient } from '@tanstack/react-query';
import { prefetchIfAbsent } from './prefetch';

describe('prefetchIfAbsent', () => {
  it('asks once for a key the cache does not hold, never again while it holds it', async () => {
    const client = new QueryClient();
    const queryFn = jest.fn(() => Promise.resolve(['first']));
    prefetchIfAbsent(client, { queryKey: ['things'], queryFn });
    prefetchIfAbsent(client, { queryKey: ['things'], queryFn }); // still fetching
    await client.getQueryCache().find({ queryKey: ['things'] })?.promise;
    prefetchIfAbsent(client, { queryKey: ['things'], queryFn }); // fetched
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['things'])).toEqual(['first']);
  });
});
