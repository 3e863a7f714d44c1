import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useDeferredQuery } from './deferred-query';

describe('useDeferredQuery (decision 005: a page’s answer rendered in slices)', () => {
  it('renders the answer one render after the one that delivers it, which still shows the loader', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (rows: string[]) => void = () => undefined;
    const queryFn = () => new Promise<string[]>((resolve) => (answer = resolve));
    // Each render: what the cache holds, and what the hook gave the page.
    const seen: [string | undefined, string][] = [];
    function Rows() {
      const query = useDeferredQuery({ queryKey: ['rows'], queryFn });
      seen.push([client.getQueryState(['rows'])?.status, query.status]);
      if (query.isPending) return <p>Loading…</p>;
      return (
        <ul>
          {(query.data ?? []).map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Rows />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    answer(['first', 'second']);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    // The cache had the answer while the page still rendered its loader: the answer came in a later, deferred render.
    expect(seen).toContainEqual(['success', 'pending']);
    expect(seen.at(-1)).toEqual(['success', 'success']);
  });

  it('is the query’s result: its refetch asks again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    let refetch: () => unknown = () => undefined;
    function Count() {
      const query = useDeferredQuery({ queryKey: ['count'], queryFn: () => Promise.resolve(++calls) });
      refetch = query.refetch;
      return <p>{query.data === undefined ? 'Loading…' : `Call ${query.data}`}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Count />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Call 1')).toBeInTheDocument();
    void refetch();
    expect(await screen.findByText('Call 2')).toBeInTheDocument();
  });
});
