// The contract documents of the electricity detail's "Changes and downloads" card: customer-area §1 "download
// contracts and contract reports", the flag disableDownloadContractReport (§6), GET contracts/{name}/pdf/ (§7) and the
// designed GET contracts/{name}/report/ (api/docs/contracts.md), §8 "A missing content-disposition on a download fails
// silently".
import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { settingsStore } from '@portal/shared/settings';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  recordDownloads,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { redirectActionStore } from '../../../lib/redirect-actions';
import { contractDetail, heldGate } from '../../../testing/contracts';
import { ContractActions } from './contract-actions';
import { contractDocumentPath } from '../api/contract-documents';

const server = setupTestServer();

let saved: HTMLAnchorElement[] = [];
let requested: string[] = [];

const pdf = (filename: string | undefined) =>
  HttpResponse.arrayBuffer(new Uint8Array([37, 80, 68, 70]).buffer, {
    headers: {
      'content-type': 'application/pdf',
      ...(filename ? { 'content-disposition': `attachment; filename="${filename}"` } : {}),
    },
  });

/** Both documents of 0010001 answer with their files; each call is recorded by its path. */
function serveDocuments() {
  server.use(
    http.get('*/api/v2/contracts/:name/pdf/', ({ request }) => {
      requested.push(new URL(request.url).pathname);
      return pdf('contrato-0010001.pdf');
    }),
    http.get('*/api/v2/contracts/:name/report/', ({ request }) => {
      requested.push(new URL(request.url).pathname);
      return pdf('informe-contrato-0010001.pdf');
    }),
  );
}

function renderActions() {
  return renderWithProviders(<ContractActions contract={contractDetail()} />);
}
const card = () => screen.getByRole('region', { name: 'Changes and downloads' });

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  redirectActionStore.setState({ action: undefined });
  saved = [];
  requested = [];
  saved = recordDownloads();
});
afterEach(() => jest.restoreAllMocks());

describe('contractDocumentPath', () => {
  it('names the contract PDF and the contract report of a contract, its number escaped', () => {
    expect(contractDocumentPath('contract', '0010001')).toBe('contracts/0010001/pdf/');
    expect(contractDocumentPath('report', '0010001')).toBe('contracts/0010001/report/');
    expect(contractDocumentPath('report', 'A/1')).toBe('contracts/A%2F1/report/');
  });
});

describe('the contract downloads', () => {
  it('shows "Download the contract report" beside "Download the contract" while the flag is off', () => {
    renderActions();
    expect(within(card()).getByRole('button', { name: 'Download the contract' })).toBeEnabled();
    expect(within(card()).getByRole('button', { name: 'Download the contract report' })).toBeEnabled();
  });

  it('hides both with disableDownloadContractReport', () => {
    settingsStore.getState().setPublic({ disableDownloadContractReport: true });
    renderActions();
    // The card names no downloads then.
    const changes = screen.getByRole('region', { name: 'Changes' });
    expect(within(changes).queryByRole('button', { name: 'Download the contract' })).not.toBeInTheDocument();
    expect(
      within(changes).queryByRole('button', { name: 'Download the contract report' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    {
      title: 'downloads the report from GET v2 contracts/{name}/report/ under the server name',
      button: 'Download the contract report',
      path: '/api/v2/contracts/0010001/report/',
      file: 'informe-contrato-0010001.pdf',
    },
    {
      title: 'downloads the contract from GET v2 contracts/{name}/pdf/, not the report',
      button: 'Download the contract',
      path: '/api/v2/contracts/0010001/pdf/',
      file: 'contrato-0010001.pdf',
    },
  ])('$title', async ({ button, path, file }) => {
    serveDocuments();
    const { user } = renderActions();
    await user.click(within(card()).getByRole('button', { name: button }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requested).toEqual([path]);
    expect(saved[0]).toHaveAttribute('download', file);
    expect(within(card()).getByRole('button', { name: button })).toBeEnabled();
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables only the report button while the report downloads', async () => {
    const held = heldGate();
    server.use(
      http.get('*/api/v2/contracts/:name/report/', async () => {
        await held.opened;
        return pdf('informe-contrato-0010001.pdf');
      }),
    );
    const { user } = renderActions();
    const report = within(card()).getByRole('button', { name: 'Download the contract report' });
    await user.click(report);
    await waitFor(() => expect(report).toBeDisabled());
    expect(within(card()).getByRole('button', { name: 'Download the contract' })).toBeEnabled();
    held.release();
    await waitFor(() => expect(report).toBeEnabled());
    expect(saved).toHaveLength(1);
  });

  it('says the report could not be downloaded, with its own message, and clears it on a new try', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v2/contracts/:name/report/', () =>
        fail ? HttpResponse.json({ message: 'error' }, { status: 500 }) : pdf('informe-contrato-0010001.pdf'),
      ),
    );
    const { user } = renderActions();
    await user.click(within(card()).getByRole('button', { name: 'Download the contract report' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'The contract report could not be downloaded. Try again later.',
    );
    expect(within(card()).getAllByRole('alert')).toHaveLength(1);
    expect(saved).toHaveLength(0);

    fail = false;
    await user.click(within(card()).getByRole('button', { name: 'Download the contract report' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the contract failure message apart from the report one', async () => {
    server.use(
      http.get('*/api/v2/contracts/:name/pdf/', () =>
        HttpResponse.json({ message: 'error' }, { status: 500 }),
      ),
    );
    const { user } = renderActions();
    await user.click(within(card()).getByRole('button', { name: 'Download the contract' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'The contract could not be downloaded. Try again later.',
    );
    expect(within(card()).queryByText(/contract report could not/)).not.toBeInTheDocument();
  });

  it('"A missing content-disposition on a download fails silently": nothing saved, no message', async () => {
    let answered = false;
    server.use(
      http.get('*/api/v2/contracts/:name/report/', () => {
        answered = true;
        return pdf(undefined);
      }),
    );
    const { user } = renderActions();
    const report = within(card()).getByRole('button', { name: 'Download the contract report' });
    await user.click(report);
    await waitFor(() => expect(answered).toBe(true));
    await waitFor(() => expect(report).toBeEnabled());
    expect(saved).toHaveLength(0);
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the redirect action "download" after login downloads the contract, not its report', async () => {
    serveDocuments();
    bus.emit('contract:redirect-action', { contractName: '0010001', action: 'download' });
    renderActions();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requested).toEqual(['/api/v2/contracts/0010001/pdf/']);
  });
});
