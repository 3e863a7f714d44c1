// The guard both contract detail views share (customer-area §2 "Contract detail (electricity)", "Gas contract
// detail"): loading until the contract and the switcher's contracts are there, "not found" with the way back to the
// kind's list, an error with retry, and a contract of the other kind sent to its own detail page.
import type { ContractKind } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractDetail, contractItem, contractListHandler, heldGate } from '../../../testing/contracts';
import { useContractDetail } from './use-contract-detail';

function Probe({ name, kind }: { name: string; kind: ContractKind }) {
  const { contract, unready } = useContractDetail(name, kind);
  return unready ?? <p>ready: {contract.name}</p>;
}

const server = setupTestServer(
  http.get('*/api/v2/contracts/:name', ({ params }) =>
    params.name === '0010001'
      ? HttpResponse.json({ data: contractDetail() })
      : HttpResponse.json({ message: 'not_found' }, { status: 404 }),
  ),
  // The detail falls back to v1 on a 404: it does not know the contract either.
  http.get('*/api/v1/contracts/:name', () => HttpResponse.json({ message: 'not_found' }, { status: 404 })),
  contractListHandler({ electricity: [contractItem(1, { name: '0010001' })], gas: [] }),
);

function renderProbe(name: string, kind: ContractKind) {
  return renderWithProviders(<Probe name={name} kind={kind} />, {
    routes: [
      { path: '/contracts-gas/:contractName', element: <p>gas detail</p> },
      { path: '/contracts/:contractType/:contractName', element: <p>electricity detail</p> },
    ],
  });
}

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
});

describe('useContractDetail', () => {
  it('shows the contract loading until the contract and the switcher are there, then the contract', async () => {
    const held = heldGate();
    server.use(
      http.get('*/api/v2/contracts', async () => {
        await held.opened;
        return undefined;
      }),
    );
    renderProbe('0010001', 'electricity');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the contract…');
    held.release();
    expect(await screen.findByText('ready: 0010001')).toBeInTheDocument();
  });

  it('an unknown contract is not found, with the way back to the list of its kind', async () => {
    renderProbe('9999999', 'gas');
    expect(await screen.findByText('Contract 9999999 was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the contracts' })).toHaveAttribute(
      'href',
      '/contracts/gas',
    );
  });

  it('a failure is said with a retry that loads the contract', async () => {
    let failing = true;
    server.use(
      http.get('*/api/v2/contracts/:name', () =>
        failing ? HttpResponse.json({ message: 'conflict' }, { status: 409 }) : undefined,
      ),
    );
    const { user } = renderProbe('0010001', 'electricity');
    expect(await screen.findByRole('alert')).toHaveTextContent('The contract could not be loaded.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ready: 0010001')).toBeInTheDocument();
  });

  it('a contract of the other kind goes to its own detail page', async () => {
    renderProbe('0010001', 'gas');
    expect(await screen.findByText('electricity detail')).toBeInTheDocument();
  });
});
