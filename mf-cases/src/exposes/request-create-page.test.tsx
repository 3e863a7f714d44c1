import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { settingsStore } from '@portal/shared/settings';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  caseCreateHandler,
  caseOptionHandlers,
  failingUntilRecovered,
  fillInCaseForm,
  heldAnswer,
  retryAfterFailure,
  testFile,
  type SentForm,
} from '../testing/cases';
import RequestCreatePage from './request-create-page';

const server = setupTestServer();
let sent: SentForm[] = [];
const createHandler = (answer?: () => Response | Promise<Response>) => caseCreateHandler(sent, answer);

function renderPage() {
  return renderWithProviders(<RequestCreatePage />, {
    route: '/requests/create',
    path: '/requests/create',
  });
}

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  sent = [];
  server.use(...caseOptionHandlers(), createHandler());
});
afterEach(() => jest.restoreAllMocks());

describe('RequestCreatePage', () => {
  it('loads the contracts and categories, then offers them', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    const contractField = await screen.findByLabelText(/^Contract/);
    expect(
      within(contractField)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a contract', '0010001 · Calle Mayor 1, Madrid', '0020001 · Calle Mayor 4, Madrid']);
    expect(
      within(screen.getByLabelText(/^Category/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a category', 'Invoice query', 'Send readings']);
  });

  it('customer-area §5 "contract, category, subject, description required; attachments min 1": nothing is sent', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findAllByText('The field cannot be empty')).toHaveLength(4);
    expect(screen.getByText('Attach at least one file.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('refuses a file over the size limit with the limit in MB (customer-area §5 "file too large with the limit in MB")', async () => {
    settingsStore.getState().setPublic({ fileUploadSizeLimit: 5_000_000 });
    const { user } = renderPage();
    await user.upload(await screen.findByLabelText(/^Attachments/), testFile('scan.pdf', 6_000_000));
    expect(
      await screen.findByText('scan.pdf: The file is too large. The maximum size is 5 MB.'),
    ).toBeInTheDocument();
  });

  it('sends the request with its files, disabled while sending, then emits case:created and shows the way to it', async () => {
    const created = jest.fn();
    bus.on('case:created', created);
    const held = heldAnswer(() => HttpResponse.json({ id: 42 }, { status: 201 }));
    server.use(createHandler(held.answer));
    const { user } = renderPage();
    await fillInCaseForm(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
    // Issue 11 "uploads show progress".
    expect(screen.getByRole('progressbar', { name: 'Sending the files' })).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('Your request has been sent.')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      url: '/api/v1/crm/cases/',
      fields: {
        polissa_id: '4',
        category: '3',
        subject: 'Invoice too high',
        description: 'My last invoice is higher than usual.',
      },
      files: ['attachment:invoice.pdf', 'attachment:meter.png'],
    });
    expect(created).toHaveBeenCalledWith({ caseId: 42 });
    expect(screen.getByRole('link', { name: 'See the request' })).toHaveAttribute('href', '/requests/42');
  });

  it('puts a 400’s errors on their fields, translated, keeping what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      createHandler(() =>
        HttpResponse.json(
          {
            message: 'validation_error',
            errors: { subject: 'The value is too long (200)', polissa_id: 'The value is not valid' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage();
    await fillInCaseForm(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('At most 200 characters.')).toBeInTheDocument();
    expect(screen.getByText('The value is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Contract/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('My last invoice is higher than usual.');
  });

  it('a 413 from the API puts "file too large" with its limit on the attachments, keeping the files', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      createHandler(() =>
        HttpResponse.json({ message: 'file_too_large', limit_bytes: 10_000_000 }, { status: 413 }),
      ),
    );
    const { user } = renderPage();
    await fillInCaseForm(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The file is too large. The maximum size is 10 MB.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('meter.png');
  });

  it('"case creation failure is only logged" (customer-area §8): logged, and the customer sees nothing was sent, text kept', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(createHandler(() => HttpResponse.json({ message: 'conflict' }, { status: 409 })));
    const { user } = renderPage();
    await fillInCaseForm(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The operation cannot be done now. Try again later.',
    );
    expect(logged).toHaveBeenCalledWith('The case could not be created', expect.anything());
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Invoice too high');
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('meter.png');
  });

  it('an expired session (401 token_expired) goes through the session-expired path, keeping what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const expired = jest.fn();
    bus.on('session:expired', expired);
    server.use(createHandler(() => HttpResponse.json({ message: 'token_expired' }, { status: 401 })));
    const { user } = renderPage();
    await fillInCaseForm(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(expired).toHaveBeenCalledWith(expect.objectContaining({ source: 'http' })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The operation cannot be done now. Try again later.',
    );
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Invoice too high');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('My last invoice is higher than usual.');
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('meter.png');
    bus.off('session:expired', expired);
  });

  it('a read-only (impersonation) session cannot send', async () => {
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z', readonly: true }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeDisabled();
  });

  it('shows an error with retry when the options cannot be loaded', async () => {
    const categories = failingUntilRecovered('*/api/v1/crm/cases/categories/');
    server.use(categories.handler);
    const { user } = renderPage();
    await retryAfterFailure(user, 'The form could not be loaded.', categories.recover);
    expect(await screen.findByLabelText(/^Category/)).toBeInTheDocument();
  });

  it('without contracts there is nothing to ask about', async () => {
    server.use(...caseOptionHandlers([]));
    renderPage();
    expect(await screen.findByText('You have no contracts to make a request about.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });
});
