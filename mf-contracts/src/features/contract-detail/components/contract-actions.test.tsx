// The change dialogs of the contract detail (customer-area §2 "Edit dialogs open over the contract") and issue 47 item
// 1: "Interactions ≤ 200 ms … open each change dialog of the contract detail". Opening or closing one dialog must not
// render the others again (each is a Chakra dialog with its state machine).
import { authStore } from '@portal/shared/auth';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { redirectActionStore } from '../../../lib/redirect-actions';
import { contractDetail } from '../../../testing/contracts';
import { ContractActions } from './contract-actions';
import type * as PowerDialogModule from './power-dialog';
import type * as SipsDialogModule from './sips-dialog';

const mockRenders = { power: 0, sips: 0 };

jest.mock('./power-dialog', () => {
  const actual = jest.requireActual<typeof PowerDialogModule>('./power-dialog');
  return {
    PowerDialog: (props: ComponentProps<typeof actual.PowerDialog>) => {
      mockRenders.power += 1;
      return <actual.PowerDialog {...props} />;
    },
  };
});
jest.mock('./sips-dialog', () => {
  const actual = jest.requireActual<typeof SipsDialogModule>('./sips-dialog');
  return {
    SipsDialog: (props: ComponentProps<typeof actual.SipsDialog>) => {
      mockRenders.sips += 1;
      return <actual.SipsDialog {...props} />;
    },
  };
});

// The bank account dialog lists the customer's accounts (v2 contracts/ibans/).
setupTestServer(http.get('*/api/v2/contracts/ibans/', () => HttpResponse.json({ data: [] })));

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  redirectActionStore.setState({ action: undefined });
});

describe('ContractActions', () => {
  it('opening and closing one change dialog leaves the other dialogs unrendered (issue 47 item 1)', async () => {
    const { user } = renderWithProviders(<ContractActions contract={contractDetail()} />);
    const card = screen.getByRole('region', { name: 'Changes and downloads' });
    const bankAccount = within(card).getByRole('button', { name: 'Change the bank account' });
    await waitFor(() => expect(bankAccount).toBeEnabled());
    const before = { ...mockRenders };
    expect(before.power).toBeGreaterThan(0);
    expect(before.sips).toBeGreaterThan(0);

    await user.click(bankAccount);
    expect(await screen.findByRole('dialog', { name: 'Change the bank account' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(mockRenders).toEqual(before);
  });
});
