// customer-area §2 "Login": "warning shown if an ad blocker is detected"; the shell's detection sets the store.
import { adBlockStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import { AdBlockWarning } from './ad-block-warning';

beforeEach(() => {
  resetPortalState();
  adBlockStore.setState({ detected: undefined });
});

describe('AdBlockWarning', () => {
  it('shows nothing while the detection has not answered, nor when it found none', () => {
    renderWithProviders(<AdBlockWarning />);
    expect(screen.queryByText('An ad blocker has been detected')).not.toBeInTheDocument();
    act(() => adBlockStore.getState().setDetected(false));
    expect(screen.queryByText('An ad blocker has been detected')).not.toBeInTheDocument();
  });

  it('warns, with what to do, as soon as the detection finds one', () => {
    renderWithProviders(<AdBlockWarning />);
    act(() => adBlockStore.getState().setDetected(true));
    expect(screen.getByText('An ad blocker has been detected')).toBeVisible();
    expect(
      screen.getByText('It may stop parts of the portal from working. Please turn it off for this site.'),
    ).toBeVisible();
  });
});
