// What the two pages of the signed-in case form (the new request, the customer contact) both do, as one set of tests
// each page's test file runs on itself (customer-area §5 "Contact form", §8 "case creation failure is only logged").
import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import { settingsStore } from '@portal/shared/settings';
import { createTestToken, type renderWithProviders, validationError } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import {
  caseCreateHandler,
  caseOptionHandlers,
  failingUntilRecovered,
  fillInCaseForm,
  heldAnswer,
  retryAfterFailure,
  sendFailing,
  testFile,
  type SentForm,
} from './cases';

export interface SignedCasePage {
  server: Pick<SetupServerApi, 'use'>;
  renderPage: () => ReturnType<typeof renderWithProviders>;
  /** The forms sent to POST crm/cases/ in this test (its handler is the test file's). */
  sent: () => SentForm[];
  /** The submit button's name. */
  submit: string;
  /** The status once the case is created. */
  sentTitle: string;
  /** The empty state's title without a contract. */
  noContracts: string;
}

export function itIsASignedCaseForm(page: SignedCasePage): void {
  const { server, renderPage, sent, submit } = page;
  const createHandler = (answer?: () => Response | Promise<Response>) => caseCreateHandler(sent(), answer);

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
    await user.click(await screen.findByRole('button', { name: submit }));
    expect(await screen.findAllByText('The field cannot be empty')).toHaveLength(4);
    expect(screen.getByText('Attach at least one file.')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('customer-area §5 "file too large with the limit in MB": the limit comes from the setting fileUploadSizeLimit', async () => {
    settingsStore.getState().setPublic({ fileUploadSizeLimit: 5_000_000 });
    const { user } = renderPage();
    await user.upload(await screen.findByLabelText(/^Attachments/), testFile('scan.pdf', 6_000_000));
    expect(
      await screen.findByText('scan.pdf: The file is too large. The maximum size is 5 MB.'),
    ).toBeInTheDocument();
  });

  it('sends the case with its files, disabled and showing progress while sending; then case:created and the way to it', async () => {
    const created = jest.fn();
    bus.on('case:created', created);
    const held = heldAnswer(() => HttpResponse.json({ id: 42 }, { status: 201 }));
    server.use(createHandler(held.answer));
    const { user } = renderPage();
    await fillInCaseForm(user);
    await user.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(screen.getByRole('button', { name: submit })).toBeDisabled();
    // Issue 11 "uploads show progress".
    expect(screen.getByRole('progressbar', { name: 'Sending the files' })).toBeInTheDocument();
    held.release();
    expect(await screen.findByText(page.sentTitle)).toBeInTheDocument();
    expect(sent()[0]).toEqual({
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
    bus.off('case:created', created);
  });

  it('puts a 400’s errors on their fields, translated, keeping what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      createHandler(() =>
        validationError({ subject: 'The value is too long (200)', polissa_id: 'The value is not valid' }),
      ),
    );
    const { user } = renderPage();
    await fillInCaseForm(user);
    await user.click(screen.getByRole('button', { name: submit }));
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
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText('The file is too large. The maximum size is 10 MB.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('meter.png');
  });

  it.each([500, 409])(
    '"case creation failure is only logged" (customer-area §8): a %i is logged, the customer sees nothing was sent, text kept',
    async (status) => {
      server.use(createHandler(() => HttpResponse.json({ message: 'down' }, { status })));
      const { user } = renderPage();
      await fillInCaseForm(user);
      await sendFailing(user, submit, 'The case could not be created');
      expect(screen.getByLabelText(/^Subject/)).toHaveValue('Invoice too high');
      expect(screen.getByLabelText(/^Description/)).toHaveValue('My last invoice is higher than usual.');
      expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('meter.png');
      expect(screen.getByRole('button', { name: submit })).toBeEnabled();
    },
  );

  it('a read-only (impersonation) session cannot send', async () => {
    authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z', readonly: true }));
    renderPage();
    expect(await screen.findByRole('button', { name: submit })).toBeDisabled();
  });

  it.each([
    ['contracts', '*/api/v2/contracts', /^Contract/],
    ['categories', '*/api/v1/crm/cases/categories/', /^Category/],
  ])('shows an error with retry when the %s cannot be loaded', async (_name, path, field) => {
    const options = failingUntilRecovered(path);
    server.use(options.handler);
    const { user } = renderPage();
    await retryAfterFailure(user, 'The form could not be loaded.', options.recover);
    expect(await screen.findByLabelText(field)).toBeInTheDocument();
  });

  it('without contracts there is nothing to write about', async () => {
    server.use(...caseOptionHandlers([]));
    renderPage();
    expect(await screen.findByText(page.noContracts)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: submit })).not.toBeInTheDocument();
  });
}
