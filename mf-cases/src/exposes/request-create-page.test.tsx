import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { caseCreateHandler, caseOptionHandlers, fillInCaseForm, type SentForm } from '../testing/cases';
import { itIsASignedCaseForm } from '../testing/signed-case-page';
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
  itIsASignedCaseForm({
    server,
    renderPage,
    sent: () => sent,
    submit: 'Send request',
    sentTitle: 'Your request has been sent.',
    noContracts: 'You have no contracts to make a request about.',
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
});
