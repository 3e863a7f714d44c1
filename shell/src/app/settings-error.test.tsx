import { screen } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { SettingsError } from './settings-error';

beforeEach(() => resetPortalState());

it('says "Error fetching settings" and retries', async () => {
  const onRetry = jest.fn();
  const { user } = renderWithProviders(<SettingsError onRetry={onRetry} />);
  expect(screen.getByRole('heading', { name: 'Error fetching settings' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
