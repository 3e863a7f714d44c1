import { authStore } from '@portal/shared/auth';
import { configureHttp } from '@portal/shared/http';
import { activateLocale } from '@portal/shared/i18n';
import { settingsStore } from '@portal/shared/settings';
import {
  createTestToken,
  findDialog,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  validationError,
} from '@portal/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  atcTypeHandlers,
  caseDetail,
  caseDetailHandler,
  caseCreateHandler,
  caseOptionHandlers,
  contractItem,
  fillInCaseForm,
  readSentForm,
  testFile,
  type SentForm,
} from '../testing/cases';
import { itIsASignedCaseForm } from '../testing/signed-case-page';
import CustomerContactPage from './customer-contact-page';

const server = setupTestServer();
let sent: SentForm[] = [];

const createHandler = (answer?: () => Response | Promise<Response>) => caseCreateHandler(sent, answer);

function renderPage(route = '/customer-service') {
  return renderWithProviders(<CustomerContactPage />, { route, path: '/customer-service' });
}

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  settingsStore.getState().setPublic({
    'organization.phone_crm': '900 123 456',
    'features.reclamATCContact': true,
  });
  sent = [];
  server.use(
    ...caseOptionHandlers(),
    ...atcTypeHandlers(),
    createHandler(),
    caseDetailHandler([caseDetail(42, { number: 'CAS-000042' })]),
  );
});
afterEach(() => jest.restoreAllMocks());

describe('CustomerContactPage', () => {
  itIsASignedCaseForm({
    server,
    renderPage: () => renderPage(),
    sent: () => sent,
    submit: 'Send',
    sentTitle: 'Your message has been sent.',
    noContracts: 'You have no contracts to write to us about.',
  });

  // The categories are named in the request's language: a switch asks for them again, and the form keeps what was
  // typed meanwhile (the comparators lost it that way).
  it('keeps what was typed through a change of language, and asks for the categories in the new one', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/crm/cases/categories/', async ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        if (languages.length > 1) await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({
          data: [{ id: 3, name: languages.length > 1 ? 'Consulta de factura' : 'Invoice query' }],
        });
      }),
    );
    const { user } = renderPage();
    await user.type(await screen.findByLabelText(/^Subject/), 'Invoice too high');
    configureHttp({ locale: 'es-ES' });
    await act(() => activateLocale('es-ES'));
    expect(await screen.findByRole('option', { name: 'Consulta de factura' })).toBeInTheDocument();
    expect(languages.at(-1)).toMatch(/^es/);
    expect(screen.getByRole('textbox', { name: /^(Subject|Asunto)/ })).toHaveValue('Invoice too high');
  });

  it('shows the CRM phone as a call link', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '900 123 456' })).toHaveAttribute('href', 'tel:900123456');
    await screen.findByLabelText(/^Contract/);
  });

  it('shows the support hours as the spec words them (customer-area §1; issue 43 item 9)', async () => {
    renderPage();
    // The brand's setting organization.schedule is "8-17h, 365".
    expect(screen.getByText('Support hours: 8 to 17 h, 365 days a year.')).toBeInTheDocument();
    expect(screen.queryByText(/8-17h/)).not.toBeInTheDocument();
    await screen.findByLabelText(/^Contract/);
  });

  it('without a CRM phone there is no call link', async () => {
    settingsStore.getState().setPublic({ 'organization.phone_crm': '' });
    renderPage();
    await screen.findByLabelText(/^Contract/);
    expect(screen.queryByRole('link', { name: /^\d/ })).not.toBeInTheDocument();
  });

  it('customer-area §5 "max 6" attachments: a seventh file is refused', async () => {
    const { user } = renderPage();
    await user.upload(
      await screen.findByLabelText(/^Attachments/),
      Array.from({ length: 7 }, (_, i) => testFile(`f${i}.pdf`, 1_000)),
    );
    expect(await screen.findByText('You can attach at most 6 files.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem'),
    ).toHaveLength(6);
  });

  it('customer-area §5 "default 15,000,000 bytes (15 MB) … file too large with the limit in MB"', async () => {
    const { user } = renderPage();
    const input = await screen.findByLabelText(/^Attachments/);
    expect(screen.getByText('Between 1 and 6 files, up to 15 MB each.')).toBeInTheDocument();
    await user.upload(input, [testFile('ok.pdf', 15_000_000), testFile('scan.pdf', 15_000_001)]);
    expect(
      await screen.findByText('scan.pdf: The file is too large. The maximum size is 15 MB.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('ok.pdf');
  });

  it('once sent, says the case number, read from the new case', async () => {
    const { user } = renderPage();
    await fillInCaseForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    expect(await screen.findByText('Your case number is CAS-000042.')).toBeInTheDocument();
  });

  it('when the new case cannot be read, its number is its id', async () => {
    server.use(
      http.get('*/api/v1/crm/cases/42/', () => HttpResponse.json({ message: 'not_found' }, { status: 404 })),
    );
    const { user } = renderPage();
    await fillInCaseForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your case number is 42.')).toBeInTheDocument();
  });

  it('customer-area §2 "autolectures=true … hides the category picker and changes the title": category 20 is sent', async () => {
    const { user } = renderPage('/customer-service?autolectures=true');
    expect(screen.getByRole('heading', { level: 1, name: 'Send your meter readings' })).toBeInTheDocument();
    await fillInCaseForm(user, { category: false });
    expect(screen.queryByLabelText(/^Category/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    expect(sent[0]?.fields.category).toBe('20');
  });

  it('the setting features.contactAutoReads offers the send-readings button, which opens the readings variant', async () => {
    settingsStore.getState().setPublic({ 'features.contactAutoReads': true });
    const { user } = renderPage();
    await screen.findByLabelText(/^Category/);
    const sendReadings = screen.getByRole('link', { name: 'Send your meter readings' });
    expect(sendReadings).toHaveAttribute('href', '/customer-service?autolectures=true');
    await user.click(sendReadings);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Send your meter readings' }),
    ).toBeInTheDocument();
    await fillInCaseForm(user, { category: false });
    expect(screen.queryByLabelText(/^Category/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send your meter readings' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    expect(sent[0]?.fields.category).toBe('20');
  });

  it('without features.contactAutoReads there is no send-readings button', async () => {
    renderPage();
    await screen.findByLabelText(/^Category/);
    expect(screen.queryByRole('link', { name: 'Send your meter readings' })).not.toBeInTheDocument();
  });

  it('with autolectures, a 400 on the category (not shown) is said above the form', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(createHandler(() => validationError({ category: 'The value is not valid' })));
    const { user } = renderPage('/customer-service?autolectures=true');
    await fillInCaseForm(user, { category: false });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The value is not valid.');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Invoice too high');
  });

  describe('the create-complaint button (customer-area §2 "when the feature flag reclamATCContact is on")', () => {
    it('is not there when reclamATCContact is off', async () => {
      settingsStore.getState().setPublic({ 'features.reclamATCContact': false });
      renderPage();
      await screen.findByLabelText(/^Contract/);
      expect(screen.queryByRole('button', { name: 'Create a complaint' })).not.toBeInTheDocument();
    });

    it('"is disabled until a contract is chosen", then opens the complaint dialog for that contract', async () => {
      server.use(...caseOptionHandlers([contractItem(1, '0010001'), contractItem(4, '0020001')]));
      const complaints: SentForm[] = [];
      server.use(
        http.post('*/api/v1/contracts/:contract/atc/', async ({ request }) => {
          complaints.push(await readSentForm(request));
          return HttpResponse.json({ result: 'ATC-000007' });
        }),
      );
      const { user } = renderPage();
      const button = await screen.findByRole('button', { name: 'Create a complaint' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Choose a contract to file a complaint about it.');
      // A complete contact form: sending the complaint must not send it too.
      await fillInCaseForm(user);
      expect(button).toBeEnabled();
      await user.click(button);
      const dialog = await findDialog('File a complaint');
      // The form renders once its options are here (in slices, decision 005): the dialog shows its loader until then.
      expect(await within(dialog).findByText('Contract 0020001')).toBeInTheDocument();
      expect(within(dialog).queryByLabelText(/^Contract/)).not.toBeInTheDocument();
      await user.selectOptions(await within(dialog).findByLabelText(/^Type/), 'Billing');
      const subtype = within(dialog).getByLabelText(/^Subtype/);
      await waitFor(() => expect(subtype).toBeEnabled());
      await user.selectOptions(subtype, 'Wrong reading');
      await user.type(within(dialog).getByLabelText(/^Description/), 'The reading is wrong.');
      await user.click(within(dialog).getByRole('button', { name: 'Send complaint' }));
      expect(await within(dialog).findByText('Your complaint number is ATC-000007.')).toBeInTheDocument();
      expect(complaints[0]).toEqual({
        url: '/api/v1/contracts/0020001/atc/',
        fields: { contract: '0020001', tipus: 'R1', subtipus: 'R1-02', comments: 'The reading is wrong.' },
        files: [],
      });
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The contact form kept what was typed, and was not sent with the complaint.
      expect(screen.getByLabelText(/^Contract/)).toHaveValue('4');
      expect(screen.getByLabelText(/^Subject/)).toHaveValue('Invoice too high');
      expect(sent).toHaveLength(0);
      expect(screen.queryByText('The field cannot be empty')).not.toBeInTheDocument();
    });
  });
});
