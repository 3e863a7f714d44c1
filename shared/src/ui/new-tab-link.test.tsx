import { screen } from '@testing-library/react';
import { activateLocale } from '@portal/shared/i18n';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { NewTabLink, useNewTab } from './new-tab-link';

beforeEach(resetPortalState);

function TwoLinks() {
  const first = useNewTab();
  const second = useNewTab();
  return (
    <p>
      <a href="https://one.example" {...first.attributes}>
        One
        {first.hint}
      </a>
      <a href="https://two.example" {...second.attributes}>
        Two
        {second.hint}
      </a>
    </p>
  );
}

describe('NewTabLink', () => {
  it('opens a new tab without handing it the window, and says so as its description (WCAG G201)', () => {
    renderWithProviders(<NewTabLink href="https://brand.example/privacy">privacy policy</NewTabLink>);
    const link = screen.getByRole('link', { name: 'privacy policy' });
    expect(link).toHaveAttribute('href', 'https://brand.example/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('Opens in a new tab');
  });

  it('keeps the name of a checkbox whose label holds it', () => {
    renderWithProviders(
      <label>
        <input type="checkbox" /> I accept the{' '}
        <NewTabLink href="https://brand.example/privacy">privacy policy</NewTabLink>
      </label>,
    );
    expect(screen.getByRole('checkbox', { name: 'I accept the privacy policy' })).toBeInTheDocument();
  });

  it('is its text alone without an address (a brand without that document)', () => {
    renderWithProviders(<NewTabLink href="">privacy policy</NewTabLink>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('privacy policy')).toBeInTheDocument();
  });

  it('gives each link its own description', () => {
    renderWithProviders(<TwoLinks />);
    const [one, two] = screen.getAllByRole('link');
    expect(one?.getAttribute('aria-describedby')).not.toEqual(two?.getAttribute('aria-describedby'));
    expect(two).toHaveAccessibleDescription('Opens in a new tab');
  });

  it("says it in the reader's language", async () => {
    await activateLocale('es-ES');
    renderWithProviders(<NewTabLink href="https://brand.example/privacy">política de privacidad</NewTabLink>);
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAccessibleDescription(
      'Se abre en una pestaña nueva',
    );
  });
});
