import {
  resetPortalState,
  renderWithProviders,
  setupTestServer,
  validationError,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  caseFormHandler,
  caseOptionHandlers,
  failingUntilRecovered,
  heldAnswer,
  retryAfterFailure,
  testFile,
  type SentForm,
  sendFailing,
} from '../testing/cases';
import UnsignedContactPage from './unsigned-contact-page';

const server = setupTestServer();
let sent: (SentForm & { auth: string | null })[] = [];

function unsignedHandler(
  answer: () => Response | Promise<Response> = () =>
    HttpResponse.json({ result: 'CAS-000012' }, { status: 201 }),
) {
  return caseFormHandler(
    '*/api/v1/crm/unsigned/',
    (form, request) => sent.push({ ...form, auth: request.headers.get('Authorization') }),
    answer,
  );
}

function renderPage() {
  return renderWithProviders(<UnsignedContactPage />, { route: '/contact', path: '/contact' });
}

async function fillIn(user: ReturnType<typeof renderPage>['user']) {
  await user.type(await screen.findByLabelText(/^E-mail/), 'visitor@example.com');
  await user.type(screen.getByLabelText(/^Mobile/), '600 000 001');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Tariffs');
  await user.type(screen.getByLabelText(/^Subject/), 'Your tariffs');
  await user.type(screen.getByLabelText(/^Description/), 'Which tariffs do you offer?');
  await user.upload(screen.getByLabelText(/^Attachments/), [testFile('bill.pdf', 100_000)]);
}

beforeEach(() => {
  resetPortalState();
  sent = [];
  server.use(...caseOptionHandlers(), unsignedHandler());
});
afterEach(() => jest.restoreAllMocks());

describe('UnsignedContactPage (visitors)', () => {
  it("tells the visitor the support hours in the spec's words (customer-area §1; issue 43 item 9)", async () => {
    renderPage();
    expect(screen.getByText('Support hours: 8 to 17 h, 365 days a year.')).toBeInTheDocument();
    await screen.findByLabelText(/^Category/);
  });

  it('offers the unsigned category list (GET crm/cases/categories/?unsigned=true)', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    const category = await screen.findByLabelText(/^Category/);
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a category', 'Tariffs', 'Other questions']);
  });

  it('customer-area §5: every field required, attachments min 1', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('The field cannot be empty')).toHaveLength(5);
    expect(screen.getByText('Attach at least one file.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('customer-area §5 "email (pattern check, message validation email not valid) and mobile"', async () => {
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(/^E-mail/), 'visitor@example');
    await user.type(screen.getByLabelText(/^Mobile/), '12');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The e-mail address is not valid.')).toBeInTheDocument();
    expect(screen.getByText('The mobile number is not valid.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends without a token, with progress while sending, then shows the number', async () => {
    const held = heldAnswer(() => HttpResponse.json({ result: 'CAS-000012' }, { status: 201 }));
    server.use(unsignedHandler(held.answer));
    const { user } = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Sending the files' })).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('Your case number is CAS-000012.')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      url: '/api/v1/crm/unsigned/',
      auth: null,
      fields: {
        email: 'visitor@example.com',
        mobile: '600 000 001',
        category: '4',
        subject: 'Your tariffs',
        description: 'Which tariffs do you offer?',
      },
      files: ['attachment:bill.pdf'],
    });
  });

  it('puts the API’s e-mail and mobile errors on their fields, translated, keeping the text', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      unsignedHandler(() =>
        validationError({ email: 'validation email not valid', mobile: 'phone not valid' }),
      ),
    );
    const { user } = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The e-mail address is not valid.')).toBeInTheDocument();
    expect(screen.getByText('The mobile number is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Which tariffs do you offer?');
  });

  it('a failed send is logged and says nothing was sent, keeping the text', async () => {
    server.use(unsignedHandler(() => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = renderPage();
    await fillIn(user);
    await sendFailing(user, 'Send', 'The case could not be created');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Your tariffs');
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('bill.pdf');
  });

  it('shows an error with retry when the categories cannot be loaded', async () => {
    const categories = failingUntilRecovered('*/api/v1/crm/cases/categories/');
    server.use(categories.handler);
    const { user } = renderPage();
    await retryAfterFailure(user, 'The form could not be loaded.', categories.recover);
    expect(await screen.findByLabelText(/^Category/)).toBeInTheDocument();
  });
});
