// customer-area §4 "Sign-up: a list of backend errors in the response blocks completion; otherwise the returned body
// is shown"; §8 "Sign-up: backend errors show as a list under 'cannot signup'".
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { SignUpResult } from './sign-up-result';

beforeEach(() => resetPortalState());

describe('SignUpResult', () => {
  it('lists every backend error under "Cannot sign up", and not the body', () => {
    renderWithProviders(
      <SignUpResult
        render={{
          errors: ['The contract does not belong to this tax id', 'The e-mail is already registered'],
          body: '<p>Welcome</p>',
          format: 'html',
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Cannot sign up')).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The contract does not belong to this tax id', 'The e-mail is already registered']);
    expect(screen.queryByText('Welcome')).not.toBeInTheDocument();
  });

  it('shows an html body without its scripts or event handlers', async () => {
    renderWithProviders(
      <SignUpResult
        render={{
          errors: [],
          body: '<p>Done. <a href="https://brand.example/help" target="_blank">Help</a></p><b onclick="alert(1)">Bold</b><script>alert(2)</script>',
          format: 'html',
        }}
      />,
    );
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Done. HelpBold');
    expect(within(status).getByRole('link', { name: 'Help' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(status.querySelector('script')).toBeNull();
    expect(status.querySelector('[onclick]')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders a markdown body', () => {
    renderWithProviders(
      <SignUpResult
        render={{ errors: [], body: '# Account ready\n\nCheck **your e-mail**.', format: 'markdown' }}
      />,
    );
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Account ready' })).toBeInTheDocument();
    expect(within(status).getByText('your e-mail').tagName).toBe('STRONG');
  });
});
