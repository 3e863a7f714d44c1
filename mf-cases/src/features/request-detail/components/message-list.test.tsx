// A request's conversation (customer-area §4 "Case message states", §6 "Administrator appears only as a case
// author"): none yet, or each message oldest first with its author, state, text and files.
import type { CaseMessage } from '@portal/shared/api-types';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { MessageList } from './message-list';

beforeEach(() => resetPortalState());

const message = (id: number, overrides: Partial<CaseMessage>): CaseMessage => ({
  id,
  author: 'customer',
  text: `Message ${id}`,
  state: 'in_process',
  created_date: '2026-03-02T10:00:00Z',
  attachments: [],
  ...overrides,
});

describe('MessageList', () => {
  it('says so when there are no messages yet', () => {
    renderWithProviders(<MessageList messages={[]} />);
    expect(screen.getByText('There are no messages in this request yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('shows each message with its author, state, text and files', () => {
    const file = {
      id: 7,
      name: 'meter.png',
      created_date: '2026-03-04T09:00:00Z',
      size: 1,
      size_text: '1 KB',
      file: 'f',
    };
    renderWithProviders(
      <MessageList
        messages={[
          message(1, {}),
          message(2, { author: 'administrator', state: 'additional_information', attachments: [file] }),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Messages' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(first).toHaveTextContent(/^You.*In process.*Message 1$/);
    expect(second).toHaveTextContent(/^Administrator.*Additional information needed.*Message 2/);
    expect(
      within(second as HTMLElement).getByRole('button', { name: 'Download meter.png' }),
    ).toBeInTheDocument();
  });
});
