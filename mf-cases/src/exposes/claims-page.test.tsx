import { authStore } from '@portal/shared/auth';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  validationError,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  atcTypeHandlers,
  caseFormHandler,
  caseOptionHandlers,
  failingUntilRecovered,
  retryAfterFailure,
  testFile,
  type SentForm,
  sendFailing,
} from '../testing/cases';
import ClaimsPage from './claims-page';

const server = setupTestServer();
let sent: SentForm[] = [];
let subtypeCalls: string[] = [];

function atcHandler(
  answer: () => Response | Promise<Response> = () => HttpResponse.json({ result: 'ATC-000042' }),
) {
  return caseFormHandler('*/api/v1/contracts/:contract/atc/', (form) => sent.push(form), answer);
}

function renderPage() {
  return renderWithProviders(<ClaimsPage />, { route: '/claims', path: '/claims' });
}

async function fillIn(user: ReturnType<typeof renderPage>['user']) {
  await user.selectOptions(await screen.findByLabelText(/^Contract/), '0010001 · Calle Mayor 1, Madrid');
  await user.selectOptions(screen.getByLabelText(/^Type/), 'Billing');
  const subtype = screen.getByLabelText(/^Subtype/);
  await waitFor(() => expect(subtype).toBeEnabled());
  await user.selectOptions(subtype, 'Amount disputed');
  await user.type(screen.getByLabelText(/^Description/), 'The amount is wrong.');
}

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  sent = [];
  subtypeCalls = [];
  server.use(...caseOptionHandlers(), ...atcTypeHandlers(subtypeCalls), atcHandler());
});
afterEach(() => jest.restoreAllMocks());

describe('ClaimsPage (the ATC complaint form with no contract preset)', () => {
  it('offers a contract picker, since no contract is preset, and the types', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Claims' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    const contract = await screen.findByLabelText(/^Contract/);
    expect(within(contract).getAllByRole('option')).toHaveLength(3);
    expect(
      within(screen.getByLabelText(/^Type/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a type', 'Billing', 'Supply']);
    const subtype = screen.getByLabelText(/^Subtype/);
    expect(subtype).toBeDisabled();
    expect(within(subtype).getByRole('option')).toHaveTextContent('Choose a type first');
  });

  it('customer-area §2 "subtype": the subtypes load for the chosen type, and a new type clears the subtype', async () => {
    const { user } = renderPage();
    await user.selectOptions(await screen.findByLabelText(/^Type/), 'Billing');
    const subtype = screen.getByLabelText(/^Subtype/);
    await waitFor(() => expect(subtype).toBeEnabled());
    expect(
      within(subtype)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a subtype', 'Amount disputed', 'Wrong reading']);
    await user.selectOptions(subtype, 'Wrong reading');
    await user.selectOptions(screen.getByLabelText(/^Type/), 'Supply');
    await waitFor(() =>
      expect(
        within(subtype)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a subtype', 'Supply cuts']),
    );
    expect(subtype).toHaveValue('');
    expect(subtypeCalls).toEqual(['R1', 'R3']);
  });

  it('customer-area §5 "ATC form: contract, type, subtype and description required (atc_validation message)"', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send complaint' }));
    expect(
      await screen.findAllByText('Choose the contract, the type and the subtype, and describe it.'),
    ).toHaveLength(4);
    expect(sent).toHaveLength(0);
  });

  it('form, sending, sent with the complaint number (customer-area §4 "Claim and ATC forms")', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      atcHandler(async () => {
        await answered;
        return HttpResponse.json({ result: 'ATC-000042' });
      }),
    );
    const { user } = renderPage();
    await fillIn(user);
    await user.upload(screen.getByLabelText(/^Attachment/), testFile('photo.png', 100_000, 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Send complaint' })).toBeDisabled();
    // Issue 11 "uploads show progress".
    expect(screen.getByRole('progressbar', { name: 'Sending the files' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Your complaint has been sent.')).toBeInTheDocument();
    expect(screen.getByText('Your complaint number is ATC-000042.')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      url: '/api/v1/contracts/0010001/atc/',
      fields: { contract: '0010001', tipus: 'R1', subtipus: 'R1-01', comments: 'The amount is wrong.' },
      files: ['attachment:photo.png'],
    });
  });

  it('takes one attachment at most, within the size limit', async () => {
    const { user } = renderPage();
    const input = await screen.findByLabelText(/^Attachment/);
    expect(screen.getByText('Up to 15 MB.')).toBeInTheDocument();
    await user.upload(input, testFile('big.pdf', 16_000_000));
    expect(
      await screen.findByText('big.pdf: The file is too large. The maximum size is 15 MB.'),
    ).toBeInTheDocument();
  });

  it('puts the API’s atc_validation on its field, translated', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(atcHandler(() => validationError({ subtipus: 'atc_validation' })));
    const { user } = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(
      await screen.findByText('Choose the contract, the type and the subtype, and describe it.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subtype/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a failure is logged and says nothing was sent, keeping the text', async () => {
    server.use(atcHandler(() => HttpResponse.json({ message: 'down' }, { status: 502 })));
    const { user } = renderPage();
    await fillIn(user);
    await sendFailing(user, 'Send complaint', 'The complaint could not be sent');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('The amount is wrong.');
    expect(screen.getByLabelText(/^Subtype/)).toHaveValue('R1-01');
  });

  it('a read-only (impersonation) session cannot send', async () => {
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z', readonly: true }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Send complaint' })).toBeDisabled();
  });

  it('shows an error with retry when the types cannot be loaded, and one when the subtypes cannot', async () => {
    const types = failingUntilRecovered('*/api/v1/atc/tipus');
    const subtypes = failingUntilRecovered('*/api/v1/atc/tipus/:type/subtipus');
    server.use(types.handler, subtypes.handler);
    const { user } = renderPage();
    await retryAfterFailure(user, 'The form could not be loaded.', types.recover);
    await user.selectOptions(await screen.findByLabelText(/^Type/), 'Billing');
    await retryAfterFailure(user, 'The subtypes could not be loaded.', subtypes.recover);
    await waitFor(() => expect(screen.getByLabelText(/^Subtype/)).toBeEnabled());
  });

  it('without contracts there is nothing to complain about', async () => {
    server.use(...caseOptionHandlers([]));
    renderPage();
    expect(await screen.findByText('You have no contracts to complain about.')).toBeInTheDocument();
  });
});
