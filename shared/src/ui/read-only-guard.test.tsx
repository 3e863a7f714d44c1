import { act, screen, waitFor } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { ReadOnlyGuard } from './read-only-guard';
import type * as ReadOnlyTooltipModule from './read-only-tooltip';

// The tooltip's code, held back by a test that needs it still on its way (decision 009).
let mockTooltipCode: Promise<void> | undefined;
jest.mock('./read-only-tooltip', () => {
  const actual: typeof ReadOnlyTooltipModule = jest.requireActual('./read-only-tooltip');
  return {
    ReadOnlyTooltip: (props: Parameters<typeof actual.ReadOnlyTooltip>[0]) => {
      if (mockTooltipCode) throw mockTooltipCode;
      return actual.ReadOnlyTooltip(props);
    },
  };
});

/** Holds the tooltip's code back; the function returned lets it arrive. */
function holdTooltipCode(): () => void {
  let arrive = () => {};
  mockTooltipCode = new Promise<void>((resolve) => {
    arrive = () => {
      mockTooltipCode = undefined;
      resolve();
    };
  });
  return arrive;
}

beforeEach(resetPortalState);

describe('ReadOnlyGuard', () => {
  it('leaves the action alone for a normal session', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <ReadOnlyGuard>
        <button onClick={onClick}>Change IBAN</button>
      </ReadOnlyGuard>,
    );
    await user.click(screen.getByRole('button', { name: 'Change IBAN' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('disables the action while impersonating and tells keyboard users why', async () => {
    authStore.setState({ readOnly: true });
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <ReadOnlyGuard>
        <button onClick={onClick}>Change IBAN</button>
      </ReadOnlyGuard>,
    );
    // The tooltip's code loads only in a read-only session; here it has arrived (the wrapper is its trigger).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change IBAN' }).parentElement).toHaveAttribute(
        'data-scope',
        'tooltip',
      ),
    );
    const button = screen.getByRole('button', { name: 'Change IBAN' });
    expect(button).toBeDisabled();
    await user.tab();
    expect(button.parentElement).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'This action cannot be done while impersonating',
    );
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the focus on the action when the tooltip arrives after the keyboard reached it', async () => {
    authStore.setState({ readOnly: true });
    const arrive = holdTooltipCode();
    const { user } = renderWithProviders(
      <ReadOnlyGuard>
        <button>Change IBAN</button>
      </ReadOnlyGuard>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Change IBAN' }).parentElement).toHaveFocus();
    await act(async () => arrive());
    const wrapper = screen.getByRole('button', { name: 'Change IBAN' }).parentElement;
    await waitFor(() => expect(wrapper).toHaveAttribute('data-scope', 'tooltip'));
    expect(wrapper).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'This action cannot be done while impersonating',
    );
  });

  it('shows the tooltip when its code arrives after the focus reached the action', async () => {
    // e2e/tests/consumption/batteries.spec.ts focuses the wrapper while the code may still be on its way. The wrapper
    // is then rendered anew inside the tooltip and focused again, before the tooltip watches the focus.
    authStore.setState({ readOnly: true });
    const arrive = holdTooltipCode();
    const { user } = renderWithProviders(
      <>
        <button>Elsewhere</button>
        <ReadOnlyGuard>
          <button>Change IBAN</button>
        </ReadOnlyGuard>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    act(() => screen.getByRole('button', { name: 'Change IBAN' }).parentElement?.focus());
    await act(async () => arrive());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'This action cannot be done while impersonating',
    );
    expect(screen.getByRole('button', { name: 'Change IBAN' }).parentElement).toHaveFocus();
  });

  it('keeps a link from acting while impersonating', async () => {
    authStore.setState({ readOnly: true });
    const onClick = jest.fn();
    const { user, router } = renderWithProviders(
      <ReadOnlyGuard>
        <a href="/solicitudes/crear" onClick={onClick}>
          New request
        </a>
      </ReadOnlyGuard>,
    );
    await user.click(screen.getByText('New request'));
    expect(onClick).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });
});
