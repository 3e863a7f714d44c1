import { activateLocale } from '@portal/shared/i18n';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { UploadProgress } from './upload-progress';

beforeEach(() => resetPortalState());

// Issue 43 item 8: "Every number … goes through the shared formatters in the portal's locale": the share of the files
// sent is the shared percent, not a hand-written "40 %".
describe('UploadProgress', () => {
  it('says how much has been sent in the locale’s percent form (English)', () => {
    renderWithProviders(<UploadProgress value={0.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Sending the files' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('in Spanish, with the space before the sign', async () => {
    await activateLocale('es-ES');
    renderWithProviders(<UploadProgress value={1.5} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100\u00a0%');
  });
});
