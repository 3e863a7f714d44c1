import { screen } from '@testing-library/react';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { BrandLogo } from './brand-logo';

beforeEach(() => resetPortalState());

describe('BrandLogo', () => {
  it('is one link to the home, named by the brand it shows', () => {
    settingsStore.getState().setPublic({ 'brand.name': 'Acme Energy' });
    renderWithProviders(<BrandLogo homeLink />);
    expect(screen.getByRole('link', { name: 'Acme Energy' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("links to the brand's own address when it sets one, the image named by the brand", () => {
    settingsStore.getState().setPublic({
      'brand.name': 'Acme Energy',
      'brand.logoUrl': 'https://cdn.example/logo.svg',
      'brand.logoLink': 'https://acme.example',
    });
    renderWithProviders(<BrandLogo homeLink />);
    const link = screen.getByRole('link', { name: 'Acme Energy' });
    expect(link).toHaveAttribute('href', 'https://acme.example');
    expect(screen.getByRole('img', { name: 'Acme Energy' })).toHaveAttribute(
      'src',
      'https://cdn.example/logo.svg',
    );
  });

  // Issue 44 §3: "Each brand's settings carry its logo (SVG, with a compact mark for phones)"; "The header fits at
  // 360 px in every locale (logo mark, ...)".
  it('shows the compact mark on a phone and the full logo from a tablet up, one image named by the brand', () => {
    settingsStore.getState().setPublic({
      'brand.name': 'Acme Energy',
      'brand.logoUrl': "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>",
      'brand.logoMarkUrl': 'data:image/svg+xml,mark',
    });
    renderWithProviders(<BrandLogo homeLink />);
    const image = screen.getByRole('img', { name: 'Acme Energy' });
    expect(image).toHaveAttribute('src', 'data:image/svg+xml,mark');
    const wide = image.parentElement?.querySelector('source');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(wide).toHaveAttribute('media', '(min-width: 48rem)');
    // Whole: a space would end the URL in a srcset.
    expect(wide).toHaveAttribute('srcset', "data:image/svg+xml,<svg%20xmlns='http://www.w3.org/2000/svg'/>");
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('is not a link on a page that asks for none and has no brand link', () => {
    settingsStore.getState().setPublic({ 'brand.name': 'Acme Energy' });
    renderWithProviders(<BrandLogo />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Acme Energy')).toBeVisible();
  });
});
