import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Newsletter } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import {
  createTestToken,
  findReadOnlyWrapper,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { NewsletterManager } from './newsletter-manager';

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const newsletterToken = (subscriberId: number) =>
  `${segment({ alg: 'HS256' })}.${segment({ subscriptor_id: subscriberId, aud: 'newsletter' })}.sig`;
const TOKEN = newsletterToken(1);

let catalogue = [
  { id: 1, name: 'Novedades y ofertas', exported: false },
  { id: 2, name: 'Consejos de ahorro', exported: false },
  { id: 3, name: 'Mercado eléctrico', exported: true },
];
let subscriptions: Record<string, number[]> = {};
let emails: string[] = [];
let calls: { path: string; params: string | null; body?: unknown }[] = [];

const listOf = (key: string): Newsletter[] =>
  catalogue.map((n) => ({
    newsletter_id: n.id,
    name: n.name,
    subscribed: (subscriptions[key] ?? []).includes(n.id),
    subscriptor_id: subscriptions[key] ? 1 : null,
    exported: n.exported,
    newsletter_description: `About ${n.name}`,
  }));

const server = setupTestServer(
  http.get('*/api/v1/subscribers/:id', ({ request, params }) => {
    calls.push({
      path: `subscribers/${String(params.id)}`,
      params: new URL(request.url).searchParams.get('params'),
    });
    return HttpResponse.json({ id: 1, emails });
  }),
  http.get('*/api/v1/newsletters/:key', ({ request, params }) => {
    calls.push({
      path: `newsletters/${String(params.key)}`,
      params: new URL(request.url).searchParams.get('params'),
    });
    return HttpResponse.json(listOf(String(params.key)));
  }),
  http.post('*/api/v1/subscriber/set_active_newsletters', async ({ request }) => {
    const body = (await request.json()) as {
      subscriptor_or_email: number | string;
      selected_newsletters: number[];
    };
    calls.push({
      path: 'set_active_newsletters',
      params: new URL(request.url).searchParams.get('params'),
      body,
    });
    const key = String(body.subscriptor_or_email);
    const kept = (subscriptions[key] ?? []).filter((id) => catalogue.find((n) => n.id === id)?.exported);
    const selected = [...new Set([...body.selected_newsletters, ...kept])];
    if (selected.length === 0) {
      delete subscriptions[key];
      return HttpResponse.json({ result: 'removed' });
    }
    subscriptions[key] = selected;
    // Like the API: a visitor (no link, no session) is answered without the subscriber's id.
    const visitor = !new URL(request.url).searchParams.has('params') && !request.headers.has('authorization');
    return HttpResponse.json({
      result: listOf(key).map((n) => (visitor ? { ...n, subscriptor_id: null } : n)),
    });
  }),
  http.post('*/api/v1/subscriber/set_mails', async ({ request }) => {
    const body = (await request.json()) as { subscriberId: number; emails: string[] };
    calls.push({ path: 'set_mails', params: new URL(request.url).searchParams.get('params'), body });
    // Like the API: a new address waits for the link mailed to it; the subscriber's own addresses change at once.
    const pending = body.emails.filter((email) => !emails.includes(email));
    if (pending.length)
      return HttpResponse.json({ status: 'OK', id: body.subscriberId, emails, pending_emails: pending });
    emails = body.emails;
    return HttpResponse.json({ status: 'OK', id: body.subscriberId, emails });
  }),
);

const SPANISH_CATALOGUE = catalogue;

beforeEach(() => {
  resetPortalState();
  catalogue = SPANISH_CATALOGUE;
  subscriptions = { '1': [1, 3] };
  emails = ['laura.garcia@example.com'];
  calls = [];
});

const card = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) });

describe('the newsletter page', () => {
  it('opens the subscriber of the params token: its e-mail and its newsletters, every call carrying the token', async () => {
    renderWithProviders(<NewsletterManager />, { route: `/newsletter?params=${TOKEN}` });
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('laura.garcia@example.com');
    await waitFor(() => expect(card('Novedades y ofertas')).toBeChecked());
    expect(card('Consejos de ahorro')).not.toBeChecked();
    expect(card('Mercado eléctrico')).toBeChecked();
    expect(calls).toEqual(
      expect.arrayContaining([
        { path: 'subscribers/1', params: TOKEN },
        { path: 'newsletters/1', params: TOKEN },
      ]),
    );
  });

  it('keeps the choices not yet saved when the newsletters come again in another language', async () => {
    const { user, queryClient } = renderWithProviders(<NewsletterManager />, {
      route: `/newsletter?params=${TOKEN}`,
    });
    await waitFor(() => expect(card('Novedades y ofertas')).toBeChecked());
    await user.click(card('Consejos de ahorro'));
    await user.click(card('Novedades y ofertas'));
    // A switch of language asks again (the shell's locale refetch): the same newsletters, named in English.
    catalogue = [
      { id: 1, name: 'News and offers', exported: false },
      { id: 2, name: 'Energy-saving tips', exported: false },
      { id: 3, name: 'Electricity market', exported: true },
    ];
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('checkbox', { name: /Energy-saving tips/ })).toBeChecked();
    expect(card('News and offers')).not.toBeChecked();
    expect(card('Electricity market')).toBeChecked();
  });

  it('"A decoded token must carry subscriptor_id, otherwise a jwt error" (visitor-features §5)', async () => {
    const noSubscriber = `${segment({ alg: 'HS256' })}.${segment({ user_id: 4 })}.sig`;
    renderWithProviders(<NewsletterManager />, { route: `/newsletter?params=${noSubscriber}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('The link you followed is not valid.');
    expect(calls).toEqual([]);
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute('readonly');
  });

  it('"Newsletters already exported and subscribed cannot be toggled (a tooltip explains)" (visitor-features §4)', async () => {
    const { user } = renderWithProviders(<NewsletterManager />, { route: `/newsletter?params=${TOKEN}` });
    await waitFor(() => expect(card('Mercado eléctrico')).toBeChecked());
    await user.click(card('Mercado eléctrico'));
    expect(card('Mercado eléctrico')).toBeChecked();
    expect(screen.getByRole('tooltip')).toHaveTextContent('This newsletter has already been sent to you');
    await user.click(screen.getByRole('button', { name: 'Deselect all' }));
    expect(card('Mercado eléctrico')).toBeChecked();
    expect(card('Novedades y ofertas')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(card('Consejos de ahorro')).toBeChecked();
  });

  it('saves the chosen newsletters and says so', async () => {
    const { user } = renderWithProviders(<NewsletterManager />, { route: `/newsletter?params=${TOKEN}` });
    await waitFor(() => expect(card('Novedades y ofertas')).toBeChecked());
    await user.click(card('Consejos de ahorro'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your newsletter preferences have been saved.',
    );
    expect(calls).toContainEqual({
      path: 'set_active_newsletters',
      params: TOKEN,
      body: { subscriptor_or_email: 1, selected_newsletters: [1, 2, 3] },
    });
    expect(card('Consejos de ahorro')).toBeChecked();
  });

  it('"Saving with no newsletters selected unsubscribes all; the server replies \'removed\', which clears the subscriber and e-mail" (visitor-features §4)', async () => {
    subscriptions = { '1': [1, 2] };
    const { user } = renderWithProviders(<NewsletterManager />, { route: `/newsletter?params=${TOKEN}` });
    await waitFor(() => expect(card('Novedades y ofertas')).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Deselect all' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have been unsubscribed from every newsletter.',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  it('unsubscribes from all but the locked newsletters', async () => {
    const { user } = renderWithProviders(<NewsletterManager />, { route: `/newsletter?params=${TOKEN}` });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe from all' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have been unsubscribed from every newsletter you can leave.',
    );
    expect(card('Novedades y ofertas')).not.toBeChecked();
    expect(card('Mercado eléctrico')).toBeChecked();
  });

  it('a failed save says "Failed to save the newsletter preferences. Please try again later." (visitor-features §8)', async () => {
    server.use(
      http.post('*/api/v1/subscriber/set_active_newsletters', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = renderWithProviders(<NewsletterManager />, { route: `/newsletter?params=${TOKEN}` });
    await user.click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save the newsletter preferences. Please try again later.',
    );
  });

  it('changes the subscriber e-mail; a failure says "Failed to save the email modification. Please try again later."', async () => {
    const { user } = renderWithProviders(<NewsletterManager />, { route: `/newsletter?params=${TOKEN}` });
    const input = await screen.findByLabelText(/^E-mail/);
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail has been changed.');
    await user.clear(input);
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeVisible();
    await user.clear(input);
    await user.type(input, 'laura.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    // Issue 42: a new address is verified before it is trusted: the API mails it a link.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a link to laura.new@example.com: the e-mail changes once that link is opened.',
    );
    expect(calls).toContainEqual({
      path: 'set_mails',
      params: TOKEN,
      body: { subscriberId: 1, emails: ['laura.new@example.com'] },
    });
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('laura.new@example.com');

    server.use(http.post('*/api/v1/subscriber/set_mails', () => HttpResponse.json({}, { status: 500 })));
    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save the email modification. Please try again later.',
    );
  });

  it('"Editing the e-mail is allowed only when the setting does not disable it" (visitor-features §5)', async () => {
    settingsStore.getState().setPublic({ 'newsletter.disableEmailEdit': true });
    renderWithProviders(<NewsletterManager />, { route: `/newsletter?params=${TOKEN}` });
    expect(await screen.findByLabelText(/^E-mail/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save e-mail' })).not.toBeInTheDocument();
  });

  it('says when the subscriber data or the newsletters cannot be loaded, with a retry', async () => {
    server.use(
      http.get('*/api/v1/subscribers/:id', () => HttpResponse.json({}, { status: 404 })),
      http.get('*/api/v1/newsletters/:key', () => HttpResponse.json({}, { status: 404 })),
    );
    const { user } = renderWithProviders(<NewsletterManager />, { route: `/newsletter?params=${TOKEN}` });
    expect(await screen.findByText('Your subscriber data could not be loaded.')).toBeVisible();
    expect(await screen.findByText('Failed to load the newsletters. Please try again later.')).toBeVisible();
    server.resetHandlers();
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) await user.click(retry);
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('laura.garcia@example.com');
    await waitFor(() => expect(card('Novedades y ofertas')).toBeChecked());
  });

  it('an empty list is an information', async () => {
    server.use(http.get('*/api/v1/newsletters/:key', () => HttpResponse.json([])));
    renderWithProviders(<NewsletterManager />, { route: `/newsletter?params=${TOKEN}` });
    expect(await screen.findByText('There are no newsletters right now')).toBeVisible();
  });

  it('a visitor types an e-mail, chooses and confirms a first subscription', async () => {
    const { user } = renderWithProviders(<NewsletterManager />, { route: '/newsletter' });
    const input = screen.getByLabelText(/^E-mail/);
    await user.type(input, 'new.visitor@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm subscription' });
    expect(confirm).toBeDisabled();
    await user.click(card('Consejos de ahorro'));
    await user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: if this e-mail was not subscribed yet, you will receive the newsletters you chose. If it already was, nothing has changed: to change its newsletters, open the link in one of our e-mails.',
    );
    expect(card('Consejos de ahorro')).toBeChecked();
    expect(card('Consejos de ahorro')).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: /Confirm subscription|Save preferences/ }),
    ).not.toBeInTheDocument();
    expect(calls).toContainEqual({
      path: 'set_active_newsletters',
      params: null,
      body: { subscriptor_or_email: 'new.visitor@example.com', selected_newsletters: [2] },
    });
  });

  // Issue 15 finding 5: the API answers a visitor the same whether the e-mail was subscribed or not, so the page says
  // the same words either way and offers no second try on that address.
  it('an e-mail that may already have a subscriber: the same words as a new one, and the choice is locked', async () => {
    server.use(
      http.post('*/api/v1/subscriber/set_active_newsletters', () =>
        HttpResponse.json({
          result: listOf('none').map((n) => ({ ...n, subscribed: n.newsletter_id === 1 })),
        }),
      ),
    );
    const { user } = renderWithProviders(<NewsletterManager />, { route: '/newsletter' });
    await user.type(screen.getByLabelText(/^E-mail/), 'laura.garcia@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: /Novedades/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If it already was, nothing has changed: to change its newsletters, open the link in one of our e-mails.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(card('Novedades')).toBeChecked();
    expect(card('Novedades')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
  });

  describe('signed in', () => {
    let profileUrl = '/newsletter';
    beforeEach(() => {
      authStore.getState().loginSuccess(createTestToken());
      profileUrl = '/newsletter';
      server.use(
        http.get('*/api/v2/users/', () =>
          HttpResponse.json({
            data: { email: 'pablo.ruiz@example.com', name: 'Pablo', newsletter_url: profileUrl },
          }),
        ),
      );
    });

    it("uses the token of the profile's newsletter_url", async () => {
      profileUrl = `/newsletter?params=${TOKEN}`;
      renderWithProviders(<NewsletterManager />, { route: '/newsletter' });
      expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('laura.garcia@example.com');
      expect(calls).toContainEqual({ path: 'subscribers/1', params: TOKEN });
    });

    it('a read-only (impersonation) session sees save, unsubscribe and the e-mail change disabled with the tooltip', async () => {
      authStore.getState().setToken(createTestToken({ readonly: true }));
      profileUrl = `/newsletter?params=${TOKEN}`;
      const { user } = renderWithProviders(<NewsletterManager />, { route: '/newsletter' });
      expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('laura.garcia@example.com');
      const save = await screen.findByRole('button', { name: 'Save preferences' });
      expect(save).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Unsubscribe from all' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Save e-mail' })).toBeDisabled();
      await user.click(await findReadOnlyWrapper(save));
      // The click closed the tooltip the focus opened; a new pointer entry opens it again.
      await user.unhover(await findReadOnlyWrapper(save));
      await user.hover(await findReadOnlyWrapper(save));
      expect(await screen.findByText('This action cannot be done while impersonating')).toBeInTheDocument();
      expect(
        calls.filter(
          (call) => !call.path.startsWith('subscribers/') && !call.path.startsWith('newsletters/'),
        ),
      ).toEqual([]);
    });

    it("without a subscriber shows the profile's e-mail read-only; the first subscription brings the token and the editable e-mail", async () => {
      subscriptions = {};
      emails = ['pablo.ruiz@example.com'];
      const { user } = renderWithProviders(<NewsletterManager />, { route: '/newsletter' });
      const input = await screen.findByLabelText(/^E-mail/);
      expect(input).toHaveValue('pablo.ruiz@example.com');
      expect(input).toHaveAttribute('readonly');
      await user.click(await screen.findByRole('checkbox', { name: /Novedades/ }));
      profileUrl = `/newsletter?params=${TOKEN}`;
      await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Your subscription is confirmed');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save e-mail' })).toBeVisible());
      expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute('readonly');
      expect(
        within(screen.getByRole('group', { name: 'Newsletters' })).getAllByRole('checkbox'),
      ).toHaveLength(3);
    });
  });
});
