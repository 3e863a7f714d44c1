// Issue 47 item 3 (the largest customers: "a search ≤ 300 ms" on a slow phone): while a search is on its way the list
// is marked busy without drawing its rows again, and its answer draws each of its rows once (a row is a dozen of the
// kit's components: links, buttons, a chip).
import type { ContractListItem } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as UiModule from '@portal/shared/ui';
import type * as ChipModule from '../../../components/contract-state-chip';
import { contractItem, contractListHandler, type ListCall } from '../../../testing/contracts';
import { ContractList } from './contract-list';

const drawn: string[] = [];
/** How many rows were drawn when the pagination's code was first asked for. */
let rowsWhenPaginationAsked: number | undefined;

jest.mock('@portal/shared/ui', () => {
  const actual = jest.requireActual<typeof UiModule>('@portal/shared/ui');
  return {
    ...actual,
    preloadPagination: (props: Parameters<typeof actual.preloadPagination>[0]) => {
      rowsWhenPaginationAsked ??= drawn.length;
      actual.preloadPagination(props);
    },
    Pagination: (props: Parameters<typeof actual.Pagination>[0]) => {
      rowsWhenPaginationAsked ??= drawn.length;
      return actual.Pagination(props);
    },
  };
});

jest.mock('../../../components/contract-state-chip', () => {
  const actual = jest.requireActual<typeof ChipModule>('../../../components/contract-state-chip');
  return {
    ...actual,
    ContractStateChip: (props: Parameters<typeof actual.ContractStateChip>[0]) => {
      drawn.push((props.contract as ContractListItem).name);
      return actual.ContractStateChip(props);
    },
  };
});

const electricity = Array.from({ length: 40 }, (_, i) => contractItem(i + 1));
const calls: ListCall[] = [];
setupTestServer(contractListHandler({ electricity, gas: [] }, calls));

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: 'B12345674' }));
  drawn.length = 0;
  rowsWhenPaginationAsked = undefined;
});
afterEach(() => jest.useRealTimers());

it('a search draws its answer’s rows once each, not the rows on screen while it loads (customer-area §9)', async () => {
  renderWithProviders(<ContractList kind="electricity" />, {
    route: '/contracts/electricity',
    path: '/contracts/:contractType',
  });
  expect(await screen.findByText('40 contracts')).toBeInTheDocument();
  // The first page: contracts 1 to 10.
  expect(new Set(drawn)).toEqual(new Set(electricity.slice(0, 10).map((c) => c.name)));
  drawn.length = 0;

  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // After the 1500 ms pause (customer-area §9): the odd ones are in Madrid, its first page 1, 3 … 19.
  await user.type(screen.getByLabelText('Search contracts'), 'Madrid');
  await act(async () => jest.advanceTimersByTime(1500));
  expect(await screen.findByText('20 contracts')).toBeInTheDocument();
  expect(screen.getByText('0030019')).toBeInTheDocument();
  const answer = electricity.filter((_, i) => i % 2 === 0).slice(0, 10);
  expect([...drawn].sort()).toEqual(answer.map((c) => c.name));
});

it('asks for the pagination’s code with the answer of many pages, before drawing its rows (issue 47 item 3)', async () => {
  renderWithProviders(<ContractList kind="electricity" />, {
    route: '/contracts/electricity',
    path: '/contracts/:contractType',
  });
  expect(await screen.findByText('40 contracts')).toBeInTheDocument();
  // Asked for below the rows, the code arrived only after a phone had spent hundreds of milliseconds on them.
  expect(rowsWhenPaginationAsked).toBe(0);
  expect(drawn).toHaveLength(10);
});
