// Finish (visitor-features §2): "Finish shows a loading animation while confirming, then the server-rendered body (html
// or markdown), or a generic form-sent message".
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { FinishView } from './finish-view';

beforeEach(() => resetPortalState());

const electricity = (body: string) => ({
  supply: 'electricity' as const,
  render: { format: 'markdown' as const, body },
});

describe('FinishView', () => {
  // First in this file: the sanitiser's chunk loads once, then renders at once.
  // Issue 41: "The finish step shows an empty body while its text loads; show the loader the spec asks for."
  it('shows the loader while the body is on its way, then the body alone', async () => {
    renderWithProviders(<FinishView confirmed={[electricity('**Thanks, Marta**')]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Thanks, Marta')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the server body sanitised: markdown rendered, scripts dropped', async () => {
    const { container } = renderWithProviders(
      <FinishView confirmed={[electricity('**Thanks, Marta**<script>alert(1)</script>')]} />,
    );
    expect(await screen.findByText('Thanks, Marta')).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('Thanks, Marta');
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows an html body', async () => {
    renderWithProviders(
      <FinishView
        confirmed={[
          { supply: 'electricity', render: { format: 'html', body: '<h2>Contract received</h2>' } },
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Contract received' })).toBeInTheDocument();
  });

  // Issue 41: "The dual finish names only the electricity request although both were confirmed."
  it('dual: names both requests and shows what each answered', async () => {
    renderWithProviders(
      <FinishView
        confirmed={[
          electricity('Electricity request received'),
          { supply: 'gas', render: { format: 'markdown', body: 'Gas request received' } },
        ]}
      />,
    );
    expect(await screen.findByText('Electricity request received')).toBeInTheDocument();
    expect(await screen.findByText('Gas request received')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your electricity request and your gas request have been sent.',
    );
  });

  it('dual with no body: both requests named all the same', () => {
    renderWithProviders(
      <FinishView
        confirmed={[
          { supply: 'electricity', render: undefined },
          { supply: 'gas', render: undefined },
        ]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your electricity request and your gas request have been sent.',
    );
  });

  it('shows the generic message without a body', () => {
    renderWithProviders(<FinishView confirmed={[{ supply: 'electricity', render: undefined }]} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your application has been sent. We will contact you shortly.',
    );
  });
});
