// Issue 47 item 3: a menu entry's click renders the new page, not the portal's frame again (its header, menu and
// footer are kit components: about 150 ms of a phone's CPU before the page's own render could start).
import { act, screen } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { preparePortalTests } from '../testing/prepare-portal-tests';
import { renderPortal } from '../testing/render-portal';
import type * as HeaderModule from './header';
import type * as FooterModule from './footer';

const mockFrameRenders = jest.fn<undefined, [string]>();
jest.mock('./header', () => {
  const actual = jest.requireActual<typeof HeaderModule>('./header');
  return {
    ...actual,
    Header: () => {
      mockFrameRenders('header');
      return actual.Header();
    },
  };
});
jest.mock('./footer', () => {
  const actual = jest.requireActual<typeof FooterModule>('./footer');
  return {
    ...actual,
    Footer: (props: Parameters<typeof actual.Footer>[0]) => {
      mockFrameRenders('footer');
      return actual.Footer(props);
    },
  };
});

preparePortalTests();
beforeEach(() => authStore.setState({ isAuthenticated: true, token: 'header.payload.sig' }));

it('a navigation renders the new page, not the header and the footer again', async () => {
  const { router } = renderPortal('/invoices', ['mf_invoices_payment', 'mf_contracts']);
  expect(await screen.findByText('module mf_invoices_payment/InvoicesPage')).toBeInTheDocument();
  mockFrameRenders.mockClear();

  await act(() => router.navigate('/contracts/electricity'));
  expect(await screen.findByText('module mf_contracts/ContractsPage')).toBeInTheDocument();
  expect(mockFrameRenders).not.toHaveBeenCalled();
});
