import { bus } from '@portal/shared/events';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { answersInLanguage, installLocaleRefetch } from './locale-refetch';

const INVOICES = ['invoices', 'list', { type: 'electricity' }];
const CATEGORIES = ['cases', 'categories', 'customer', 'en-US'];
const MANIFEST = ['shell', 'remote-manifest', 'https://example.test/mf-manifest.json'];

function portalCache() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const asked: string[] = [];
  const on = (key: unknown[]) => {
    client.setQueryData(key, 'answer');
    // On screen: an observer, as a mounted component's useQuery.
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => {
        asked.push(JSON.stringify(key));
        return 'again';
      },
    });
    return observer.subscribe(() => undefined);
  };
  return { client, asked, on };
}

describe('a switch of language asks again for the server data on screen', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => uninstall());

  it('refetches what is shown, and leaves the locale-keyed queries and the shell’s own', async () => {
    const { client, asked, on } = portalCache();
    const off = [INVOICES, CATEGORIES, MANIFEST].map(on);
    uninstall = installLocaleRefetch(client);
    bus.emit('locale:changed', { locale: 'es-ES', previous: 'en-US' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([JSON.stringify(INVOICES)]);
    expect(client.getQueryData(INVOICES)).toBe('again');
    expect(client.getQueryData(CATEGORIES)).toBe('answer');
    off.forEach((unsubscribe) => unsubscribe());
  });

  it('marks what is not shown stale, to be asked again when it is', () => {
    const { client } = portalCache();
    client.setQueryData(INVOICES, 'answer');
    uninstall = installLocaleRefetch(client);
    bus.emit('locale:changed', { locale: 'de-DE', previous: 'en-US' });
    expect(client.getQueryState(INVOICES)?.isInvalidated).toBe(true);
  });

  it('asks nothing again on the page’s first activation', () => {
    const { client } = portalCache();
    client.setQueryData(INVOICES, 'answer');
    uninstall = installLocaleRefetch(client);
    bus.emit('locale:changed', { locale: 'es-ES' });
    expect(client.getQueryState(INVOICES)?.isInvalidated).toBe(false);
  });

  it('tells language-free queries apart', () => {
    expect(answersInLanguage({ queryKey: INVOICES })).toBe(true);
    expect(answersInLanguage({ queryKey: CATEGORIES })).toBe(false);
    expect(answersInLanguage({ queryKey: ['platform', 'health', 24, 'key'] })).toBe(false);
  });
});
