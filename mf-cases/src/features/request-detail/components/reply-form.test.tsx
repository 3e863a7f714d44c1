// Adding a message to an open request: form, sending, sent (the form empties), or a failure that says nothing was
// sent and keeps the text.
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ReplyForm } from './reply-form';

const server = setupTestServer();
beforeEach(() => resetPortalState());

async function send(status: number) {
  server.use(http.post('*/api/v1/crm/cases/5/messages/', () => HttpResponse.json({}, { status })));
  const { user } = renderWithProviders(<ReplyForm caseId={5} />);
  await user.type(screen.getByLabelText(/^Your message/), 'Here is the photo.');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  return user;
}

describe('ReplyForm', () => {
  it('once sent, says so and empties the form', async () => {
    await send(201);
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent.');
    expect(screen.getByLabelText(/^Your message/)).toHaveValue('');
  });

  it('a failure says nothing was sent and keeps the text', async () => {
    await send(409);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The operation cannot be done now. Try again later.',
    );
    expect(screen.getByLabelText(/^Your message/)).toHaveValue('Here is the photo.');
  });

  it('a second message that fails no longer says the first was sent', async () => {
    const user = await send(201);
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent.');
    server.use(http.post('*/api/v1/crm/cases/5/messages/', () => HttpResponse.json({}, { status: 409 })));
    await user.type(screen.getByLabelText(/^Your message/), 'And the other one.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The operation cannot be done now.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
