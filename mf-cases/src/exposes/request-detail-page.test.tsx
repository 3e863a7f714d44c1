import type { CaseDetail } from '@portal/shared/api-types';
import { File as NodeFile } from 'node:buffer';
import { authStore } from '@portal/shared/auth';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  recordDownloads,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  caseAttachment,
  caseDetail,
  caseDetailHandler,
  failingUntilRecovered,
  retryAfterFailure,
} from '../testing/cases';
import RequestDetailPage from './request-detail-page';

const attachment = caseAttachment;
const detail: CaseDetail = caseDetail(5, {
  subject: 'Invoice too high',
  state: 'additional_information',
  attachments: [attachment],
  messages: [
    {
      id: 1,
      author: 'customer',
      text: 'My last invoice is higher than usual.',
      state: 'in_process',
      created_date: '2026-03-02T10:00:00Z',
      attachments: [],
    },
    {
      id: 2,
      author: 'administrator',
      text: 'Please send a photo of the meter.',
      state: 'additional_information',
      created_date: '2026-03-04T09:00:00Z',
      attachments: [],
    },
  ],
});
const server = setupTestServer();

function renderPage(route = '/requests/5') {
  return renderWithProviders(<RequestDetailPage />, {
    route,
    path: '/requests/:id',
    routes: [{ path: '/requests', element: <p>the list</p> }],
  });
}

let clicked: HTMLAnchorElement[] = [];
beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  server.use(caseDetailHandler([detail]));
  clicked = recordDownloads();
});
afterEach(() => jest.restoreAllMocks());

describe('RequestDetailPage', () => {
  it('shows the request (number, subject, state, section, category, contract, dates, description) after a loading state', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the request…');
    const summary = await screen.findByRole('region', { name: 'CAS-000005: Invoice too high' });
    expect(within(summary).getByText('Additional information needed')).toBeInTheDocument();
    expect(within(summary).getByText('Billing')).toBeInTheDocument();
    expect(within(summary).getByText('Invoice query')).toBeInTheDocument();
    expect(within(summary).getByText('0010001')).toBeInTheDocument();
    expect(within(summary).getByText('06/03/2026')).toBeInTheDocument();
    expect(within(summary).getByText('06/04/2026')).toBeInTheDocument();
    expect(within(summary).getByText('My last invoice is higher than usual.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my requests' })).toHaveAttribute('href', '/requests');
  });

  it('lists the messages with their author and state (customer-area §4 "Case message states", §6 "Administrator appears only as a case author")', async () => {
    renderPage();
    const messages = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent('You02/03/2026');
    expect(within(messages[0]!).getByText('In process')).toBeInTheDocument();
    expect(messages[1]).toHaveTextContent('Administrator04/03/2026');
    expect(within(messages[1]!).getByText('Additional information needed')).toBeInTheDocument();
    expect(within(messages[1]!).getByText('Please send a photo of the meter.')).toBeInTheDocument();
  });

  it('says so when a request has no messages', async () => {
    server.use(caseDetailHandler([{ ...detail, messages: [] }]));
    renderPage();
    expect(await screen.findByText('There are no messages in this request yet.')).toBeInTheDocument();
  });

  it('downloads a file of the request under the server’s name', async () => {
    server.use(
      http.get(
        '*/api/v1/crm/cases/5/attachments/7/',
        () =>
          new HttpResponse('pdf', {
            headers: { 'content-disposition': 'attachment; filename="invoice.pdf"' },
          }),
      ),
    );
    const { user } = renderPage();
    const files = await screen.findByRole('list', { name: 'Files of the request' });
    expect(within(files).getByText('120 KB · 02/03/2026')).toBeInTheDocument();
    await user.click(within(files).getByRole('button', { name: 'Download invoice.pdf' }));
    await waitFor(() => expect(clicked.at(-1)?.download).toBe('invoice.pdf'));
  });

  it('says when a file cannot be downloaded', async () => {
    server.use(
      http.get('*/api/v1/crm/cases/5/attachments/7/', () =>
        HttpResponse.json({ message: 'not_found' }, { status: 404 }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download invoice.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded.');
  });

  it('another customer’s request (the API’s 404) is "not found", with the way back', async () => {
    renderPage('/requests/99');
    expect(await screen.findByText('This request does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my requests' })).toBeInTheDocument();
  });

  it('an address that names no request is "not found" without a call', async () => {
    let called = false;
    server.use(
      http.get('*/api/v1/crm/cases/:id/', () => {
        called = true;
        return HttpResponse.json({ message: 'not_found' }, { status: 404 });
      }),
    );
    renderPage('/requests/abc');
    expect(await screen.findByText('This request does not exist.')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('shows "Case info cannot be obtained" (customer-area §8) on another failure, and retries', async () => {
    const detailCall = failingUntilRecovered('*/api/v1/crm/cases/5/');
    server.use(detailCall.handler);
    const { user } = renderPage();
    await retryAfterFailure(user, 'Case info cannot be obtained.', detailCall.recover);
    expect(await screen.findByRole('region', { name: 'CAS-000005: Invoice too high' })).toBeInTheDocument();
  });

  describe('adding a message', () => {
    const photo = () => new NodeFile(['x'], 'meter.png', { type: 'image/png' }) as unknown as File;

    /** Renders the page with the reply answered by `answer`: the "Add a message" form and what reached the API. */
    async function renderReplyForm(answer: () => Response | Promise<Response>) {
      const sent: { text: unknown; files: string[] }[] = [];
      server.use(
        http.post('*/api/v1/crm/cases/5/messages/', async ({ request }) => {
          const body = await request.formData();
          sent.push({
            text: body.get('text'),
            files: body.getAll('attachment').map((f) => (typeof f === 'string' ? f : f.name)),
          });
          return answer();
        }),
      );
      const { user } = renderPage();
      const form = await screen.findByRole('form', { name: 'Add a message' });
      return { user, form, sent };
    }

    /** Types the message, attaches the meter photo unless told not to, and sends it. */
    async function sendMessage(
      user: ReturnType<typeof renderPage>['user'],
      form: HTMLElement,
      { withPhoto = true } = {},
    ) {
      await user.type(within(form).getByLabelText(/^Your message/), 'Here is the photo.');
      if (withPhoto) await user.upload(await within(form).findByLabelText(/^Attachments/), photo());
      await user.click(within(form).getByRole('button', { name: 'Send message' }));
    }

    it('an open request takes a message with files; the conversation reloads and the form empties', async () => {
      let reads = 0;
      server.use(
        http.get('*/api/v1/crm/cases/5/', () => {
          reads += 1;
          return HttpResponse.json({ data: detail });
        }),
      );
      const { user, form, sent } = await renderReplyForm(() =>
        HttpResponse.json({ data: detail.messages[0] }, { status: 201 }),
      );
      await sendMessage(user, form);
      expect(await within(form).findByText('Your message has been sent.')).toBeInTheDocument();
      expect(sent).toEqual([{ text: 'Here is the photo.', files: ['meter.png'] }]);
      expect(within(form).getByLabelText(/^Your message/)).toHaveValue('');
      expect(reads).toBe(2);
    });

    it('shows the upload progress while sending (issue 11 "uploads show progress")', async () => {
      let release: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      const { user, form, sent } = await renderReplyForm(async () => {
        await answered;
        return HttpResponse.json({}, { status: 201 });
      });
      await sendMessage(user, form);
      expect(await within(form).findByRole('progressbar', { name: 'Sending the files' })).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: 'Send message' })).toBeDisabled();
      release();
      expect(await within(form).findByText('Your message has been sent.')).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('a 413 from the API puts "file too large" with its limit on the files, keeping the text', async () => {
      const { user, form } = await renderReplyForm(() =>
        HttpResponse.json({ message: 'file_too_large', limit_bytes: 10_000_000 }, { status: 413 }),
      );
      await sendMessage(user, form);
      expect(
        await within(form).findByText('The file is too large. The maximum size is 10 MB.'),
      ).toBeInTheDocument();
      expect(within(form).getByLabelText(/^Your message/)).toHaveValue('Here is the photo.');
    });

    it('needs a text before sending', async () => {
      const { user, form, sent } = await renderReplyForm(() => HttpResponse.json({}, { status: 201 }));
      await user.click(within(form).getByRole('button', { name: 'Send message' }));
      expect(await within(form).findByText('The field cannot be empty')).toBeInTheDocument();
      expect(sent).toHaveLength(0);
    });

    it('a failure says nothing was sent and keeps the text', async () => {
      const { user, form } = await renderReplyForm(() =>
        HttpResponse.json({ message: 'conflict' }, { status: 409 }),
      );
      await sendMessage(user, form, { withPhoto: false });
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'The operation cannot be done now. Try again later.',
      );
      expect(within(form).getByLabelText(/^Your message/)).toHaveValue('Here is the photo.');
    });

    it('an accepted or denied request is closed: no form', async () => {
      server.use(caseDetailHandler([{ ...detail, state: 'accepted' }]));
      renderPage();
      expect(
        await screen.findByText('This request is closed: it does not take more messages.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Add a message' })).not.toBeInTheDocument();
    });

    it('a read-only (impersonation) session cannot send', async () => {
      authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z', readonly: true }));
      renderPage();
      expect(await screen.findByRole('button', { name: 'Send message' })).toBeDisabled();
    });
  });
});
