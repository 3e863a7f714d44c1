// Issue 15 finding 10, seen from the screen: a query on an API that hangs leaves "Loading…" for the time limit only,
// then the error state with Retry, which loads once the API answers again.
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { ErrorPanel, LoadingState } from '@portal/shared/ui';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { api } from './client';
import { configureHttp } from './config';

const server = setupTestServer();
beforeEach(resetPortalState);

function Contracts() {
  const query = useQuery({
    queryKey: ['contracts'],
    queryFn: () => api.get<{ count: number }>('contracts/'),
  });
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorPanel onRetry={() => void query.refetch()} />;
  return <p>{query.data.count} contracts</p>;
}

it('turns a hung API into the error state with Retry, and Retry loads', async () => {
  configureHttp({ timeoutMs: 80 });
  let hung = true;
  server.use(
    http.get('/api/v1/contracts/', async () => {
      if (hung) return new Promise<never>(() => undefined);
      return HttpResponse.json({ count: 2 });
    }),
  );
  const { findByRole, findByText, getByText, queryByText, user } = renderWithProviders(<Contracts />);
  expect(getByText('Loading…')).toBeInTheDocument();
  const alert = await findByRole('alert');
  expect(alert).toHaveTextContent('Error fetching data. Please try again later.');
  expect(queryByText('Loading…')).not.toBeInTheDocument();
  hung = false;
  await user.click(await findByRole('button', { name: 'Retry' }));
  expect(await findByText('2 contracts')).toBeInTheDocument();
});
