// Issue 44 item 4: "Above the spec's action tiles, a summary of what needs the customer now: … contracts awaiting
// signature … Each links to where it is handled". customer-area §4: "esborrany shows draft (in process), or signature
// pending when there is no sign_date".
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { contractItem, contractListHandler, failList, type ListCall } from '../testing/contracts';
import HomeSummary from './home-summary';

const active = contractItem(1);
const draftSigned = contractItem(2, { state: 'esborrany', sign_date: '2026-10-01' });
const awaiting = contractItem(3, { state: 'esborrany', sign_date: null });
const awaitingGas = contractItem(4, { state: 'esborrany', sign_date: null, kind: 'gas' });

let calls: ListCall[] = [];
const server = setupTestServer();

beforeEach(() => {
  resetPortalState();
  calls = [];
  settingsStore.getState().setPublic({ displayTypes: ['electricity', 'gas'] });
});

const card = () => screen.findByRole('region', { name: 'Contracts' });

describe('the home summary’s contracts card', () => {
  it('one contract awaiting signature links to its detail; only that count is asked, of every kind displayed', async () => {
    server.use(contractListHandler({ electricity: [active, draftSigned, awaiting], gas: [] }, calls));
    renderWithProviders(<HomeSummary />);
    const region = await card();
    expect(await within(region).findByText('1 contract awaiting your signature')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See contract 0030003' })).toHaveAttribute(
      'href',
      '/contracts/electricity/0030003',
    );
    // Not a full fetch of every contract: the API's state filter and a small page (its total_items is the count).
    expect(calls).toEqual([{ offset: 0, limit: 5, filter: null, type: 'all', state: 'signature_pending' }]);
  });

  it('several lead to the contracts list (the gas tab when they all are gas)', async () => {
    server.use(contractListHandler({ electricity: [awaiting], gas: [awaitingGas] }, calls));
    const { unmount } = renderWithProviders(<HomeSummary />);
    expect(await within(await card()).findByText('2 contracts awaiting your signature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my contracts' })).toHaveAttribute(
      'href',
      '/contracts/electricity',
    );
    unmount();
    server.use(
      contractListHandler({
        electricity: [],
        gas: [awaitingGas, { ...awaitingGas, id: 5, name: '0030005' }],
      }),
    );
    renderWithProviders(<HomeSummary />);
    await within(await card()).findByText('2 contracts awaiting your signature');
    expect(screen.getByRole('link', { name: 'See my contracts' })).toHaveAttribute('href', '/contracts/gas');
  });

  it('counts from total_items when more await than the card reads', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      contractItem(10 + i, { state: 'esborrany', sign_date: null }),
    );
    server.use(contractListHandler({ electricity: [active, ...many], gas: [] }, calls));
    renderWithProviders(<HomeSummary />);
    expect(await within(await card()).findByText('12 contracts awaiting your signature')).toBeInTheDocument();
    expect(calls.every((c) => c.limit === 5)).toBe(true);
  });

  it('says so when none awaits, and reads only electricity for a brand that displays only it (lite)', async () => {
    settingsStore.getState().setPublic({ displayTypes: ['electricity'] });
    server.use(contractListHandler({ electricity: [active, draftSigned], gas: [awaitingGas] }, calls));
    renderWithProviders(<HomeSummary />);
    expect(
      await within(await card()).findByText('No contracts awaiting your signature.'),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.type)).toEqual([null]);
  });

  it('offers a retry when the list fails', async () => {
    server.use(...failList(500));
    const { user } = renderWithProviders(<HomeSummary />);
    const region = await card();
    const retry = await within(region).findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    server.use(contractListHandler({ electricity: [awaiting], gas: [] }));
    await user.click(retry);
    await waitFor(() =>
      expect(within(region).getByText('1 contract awaiting your signature')).toBeInTheDocument(),
    );
  });
});
