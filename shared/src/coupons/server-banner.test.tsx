// customer-area and visitor-features §7: "GET banners/{code} (v2), field banner; refetched on language change".
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { configureHttp } from '@portal/shared/http';
import { activateLocale } from '@portal/shared/i18n';
import {
  holdIdle,
  holdPaint,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { ServerBanner } from './server-banner';

const BANNERS: Record<string, Record<string, string>> = {
  home: {
    'en-US': '<p><strong>New:</strong> see your hourly consumption.</p><script>alert(1)</script>',
    'es-ES': '<p><strong>Nuevo:</strong> consulta tu consumo por horas.</p>',
  },
  empty: { 'en-US': '  ' },
};
let asked: string[] = [];
setupTestServer(
  http.get('*/api/v2/banners/:code', ({ params, request }) => {
    const locale = request.headers.get('accept-language') ?? '';
    asked.push(`${String(params.code)} ${locale}`);
    // A failure the client does not retry (it retries a GET's 5xx over seconds, past the test).
    if (params.code === 'broken') return HttpResponse.json({ message: 'not_found' }, { status: 404 });
    return HttpResponse.json({ banner: BANNERS[String(params.code)]?.[locale] ?? '' });
  }),
);
beforeEach(() => {
  resetPortalState();
  asked = [];
});

describe('ServerBanner', () => {
  it('shows the brand’s banner of the code, sanitised, and asks again in a new language', async () => {
    renderWithProviders(<ServerBanner code="home" />);
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent('New: see your hourly consumption.');
    expect(banner.querySelector('script')).toBeNull();
    expect(asked).toEqual(['home en-US']);
    // As the shell's language picker does: the API's language, then the portal's.
    configureHttp({ locale: 'es-ES' });
    await act(() => activateLocale('es-ES'));
    await waitFor(() =>
      expect(screen.getByRole('region')).toHaveTextContent('Nuevo: consulta tu consumo por horas.'),
    );
    expect(asked).toEqual(['home en-US', 'home es-ES']);
  });

  it('shows nothing for an empty banner, a brand without one, or a failed call', async () => {
    const { container } = renderWithProviders(
      <>
        <ServerBanner code="empty" />
        <ServerBanner code="none" />
        <ServerBanner code="broken" />
      </>,
    );
    await waitFor(() => expect(asked).toHaveLength(3));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
  });

  it('waits for the page: asks nothing before `ready`, and shows once the page’s list is painted', async () => {
    let answer: (rows: string[]) => void = () => undefined;
    const list = new Promise<string[]>((resolve) => (answer = resolve));
    function Page() {
      const [ready, setReady] = useState(false);
      const rows = useQuery({ queryKey: ['things', 'list'], queryFn: () => list });
      return (
        <>
          <p>{rows.data ? `${rows.data.length} things` : 'Loading things'}</p>
          <button onClick={() => setReady(true)}>Heading shown</button>
          <ServerBanner code="home" after={['things']} ready={ready} />
        </>
      );
    }
    const { user } = renderWithProviders(<Page />);
    expect(await screen.findByText('Loading things')).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Heading shown' }));
    await waitFor(() => expect(asked).toEqual(['home en-US']));
    expect(screen.queryByLabelText('Announcement')).not.toBeInTheDocument();
    const held = holdPaint();
    const idle = holdIdle();
    try {
      act(() => answer(['a', 'b']));
      expect(await screen.findByText('2 things')).toBeVisible();
      // Rendered with the list, hidden until the list's screen is painted (as the coupon banners)…
      expect(await screen.findByLabelText('Announcement')).not.toBeVisible();
      held.paint();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      // … and the browser idle after it: the sanitiser's code is not among the requests before the page's largest
      // paint (decision 009).
      expect(screen.getByLabelText('Announcement')).not.toBeVisible();
      expect(screen.getByLabelText('Announcement')).toBeEmptyDOMElement();
      idle.idle();
      expect(await screen.findByRole('region', { name: 'Announcement' })).toBeVisible();
      expect(screen.getByRole('region')).toHaveTextContent('New: see your hourly consumption.');
    } finally {
      idle.restore();
      held.restore();
    }
  });
});
