import { act, screen } from '@testing-library/react';
import { bus } from '@portal/shared/events';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { PortalToaster } from './toaster';

beforeEach(() => resetPortalState());

it("shows the bus's toast event", async () => {
  renderWithProviders(<PortalToaster />);
  act(() => bus.emit('toast', { kind: 'success', title: 'Request sent', description: 'Case 42' }));
  expect(await screen.findByText('Request sent')).toBeInTheDocument();
  expect(screen.getByText('Case 42')).toBeInTheDocument();
});
