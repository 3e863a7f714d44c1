import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authStore } from '@portal/shared/auth';
import { configureHttp, serverPagesQuery } from '@portal/shared/http';
import { activateLocale } from '@portal/shared/i18n';
import { settingsStore } from '@portal/shared/settings';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { DynamicPageContent } from './dynamic-page-content';

const actions = [
  { id: 1, route_path: 'promociones', btn_title: 'Promociones', btn_description: 'Ofertas vigentes' },
  { id: 2, route_path: 'eficiencia', btn_title: 'Eficiencia', btn_description: 'Consejos para ahorrar' },
];
const element = (id: number, group: string, priority: number, html: string) => ({
  id,
  name: `b${id}`,
  page_id: 1,
  group_name: group,
  priority,
  html_block: html,
  block_height: 100,
  block_width: 6,
});

const server = setupTestServer(
  http.get('*/api/v2/ov_customize/html_dinamic_routes', () => HttpResponse.json({ data: actions })),
  http.get('*/api/v2/ov_customize/html_dinamic_elements/:pageId', ({ params }) =>
    HttpResponse.json({
      data:
        params.pageId === '1'
          ? [
              element(1, 'Ofertas', 2, '<p>Invierno</p>'),
              element(
                2,
                'Ofertas',
                1,
                '<p>Verano</p><img src="x" onerror="window.hacked=true"><script>window.hacked=true</script>',
              ),
              element(3, 'Cabecera', 0, '<h2>Bienvenida</h2>'),
            ]
          : [],
    }),
  ),
);

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken());
});

describe('a dynamic server page', () => {
  it('"Shows HTML blocks grouped by group name", by priority, sanitised, with the other pages as buttons', async () => {
    renderWithProviders(<DynamicPageContent pageId="1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promociones' })).toBeVisible();
    const offers = await screen.findByRole('region', { name: 'Ofertas' });
    expect(await within(offers).findByText('Verano')).toBeInTheDocument();
    const texts = within(offers)
      .getAllByText(/Verano|Invierno/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['Verano', 'Invierno']);
    expect(screen.getByRole('region', { name: 'Cabecera' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    const nav = screen.getByRole('navigation', { name: 'Other pages' });
    expect(within(nav).getByRole('link', { name: /Eficiencia/ })).toHaveAttribute('href', '/d/eficiencia/2');
    expect(within(nav).queryByRole('link', { name: /Promociones/ })).not.toBeInTheDocument();
  });

  it('"if there are none it shows the logo (linked when a logo link exists)"', async () => {
    settingsStore
      .getState()
      .setPublic({ 'brand.name': 'Acme Energy', 'brand.logoLink': 'https://acme.example' });
    renderWithProviders(<DynamicPageContent pageId="2" />);
    expect(await screen.findByRole('link', { name: 'Acme Energy' })).toHaveAttribute(
      'href',
      'https://acme.example',
    );
  });

  it("asks for the brand's pages once per language, under the shell's side-bar query (one key in @portal/shared)", async () => {
    const queryClient = renderWithProviders(<DynamicPageContent pageId="1" />).queryClient;
    expect(await screen.findByRole('heading', { level: 1, name: 'Promociones' })).toBeVisible();
    expect(queryClient.getQueryData(serverPagesQuery('en-US').queryKey)).toEqual(actions);
  });

  it("asks for the blocks again in the customer's new language", async () => {
    server.use(
      http.get('*/api/v2/ov_customize/html_dinamic_elements/:pageId', ({ request }) =>
        HttpResponse.json({
          data: [
            element(
              1,
              request.headers.get('accept-language') === 'de-DE' ? 'Angebote' : 'Offers',
              1,
              '<p>x</p>',
            ),
          ],
        }),
      ),
    );
    renderWithProviders(<DynamicPageContent pageId="1" />);
    expect(await screen.findByRole('region', { name: 'Offers' })).toBeInTheDocument();
    // As the shell's language picker does: the API's language, then the portal's.
    configureHttp({ locale: 'de-DE' });
    await act(() => activateLocale('de-DE'));
    expect(await screen.findByRole('region', { name: 'Angebote' })).toBeInTheDocument();
  });

  it('says when the page cannot be loaded, with a retry', async () => {
    server.use(
      http.get('*/api/v2/ov_customize/html_dinamic_elements/:pageId', () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const { user } = renderWithProviders(<DynamicPageContent pageId="1" />);
    expect(await screen.findByText('This page could not be loaded.', {}, { timeout: 10_000 })).toBeVisible();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Ofertas' })).toBeInTheDocument();
  });
});
