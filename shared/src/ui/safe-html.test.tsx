import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('removes scripts and event handlers from server HTML', () => {
    const { container } = renderWithProviders(
      <SafeHtml
        html={'<p>Hello <img src="x" onerror="alert(1)"><script>alert(2)</script><b>customer</b></p>'}
      />,
    );
    expect(screen.getByText('customer')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('renders markdown, sanitised too', () => {
    renderWithProviders(
      <SafeHtml markdown={'# Terms\n\nRead the [conditions](https://example.com).\n\n<script>x</script>'} />,
    );
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'conditions' })).toHaveAttribute('href', 'https://example.com');
    expect(document.querySelector('script')).toBeNull();
  });

  it('keeps links that open a new tab from reaching the portal window', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
  });
});
