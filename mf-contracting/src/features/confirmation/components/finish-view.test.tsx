import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { FinishView } from './finish-view';

beforeEach(() => resetPortalState());

describe('FinishView', () => {
  it('shows the server body sanitised: markdown rendered, scripts dropped', async () => {
    const { container } = renderWithProviders(
      <FinishView render={{ format: 'markdown', body: '**Thanks, Marta**<script>alert(1)</script>' }} />,
    );
    expect(await screen.findByText('Thanks, Marta')).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('Thanks, Marta');
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows an html body', async () => {
    renderWithProviders(<FinishView render={{ format: 'html', body: '<h2>Contract received</h2>' }} />);
    expect(await screen.findByRole('heading', { name: 'Contract received' })).toBeInTheDocument();
  });

  it('shows the generic message without a body', () => {
    renderWithProviders(<FinishView render={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your application has been sent. We will contact you shortly.',
    );
  });
});
