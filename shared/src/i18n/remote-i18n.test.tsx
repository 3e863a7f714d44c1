import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { activateLocale, i18n } from './instance';
import { createRemoteI18n, isExposedComponent } from './remote-i18n';

describe('createRemoteI18n', () => {
  it('runs an exposed page’s prefetch before it waits for the catalogue (decision 009)', async () => {
    await activateLocale('en-US');
    let release: (() => void) | undefined;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const remote = createRemoteI18n('mf_cases', async () => {
      await loaded;
      return { messages: {} };
    });
    const prefetched: string[] = [];
    const Page = remote.expose(({ id }: { id: string }) => <p>page {id}</p>, {
      usePrefetch: ({ id }) => {
        prefetched.push(id);
      },
    });

    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <Page id="42" />
      </Suspense>,
    );
    // The catalogue has not loaded: the page waits, its data are already asked for.
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(prefetched).toContain('42');
    view.unmount();
    await act(async () => {
      release?.();
      await remote.ready;
    });
    prefetched.length = 0;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page id="43" />
      </Suspense>,
    );
    // Loaded: the page renders at once and asks for its data itself.
    expect(screen.getByText('page 43')).toBeInTheDocument();
    expect(prefetched).toEqual([]);
  });

  it('makes exposed components that wait for the remote’s catalogue before rendering', async () => {
    await activateLocale('en-US');
    let release: (() => void) | undefined;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const remote = createRemoteI18n('mf_tools', async () => {
      await loaded;
      return { messages: { greeting: 'Hello from the catalogue' } };
    });
    const Page = remote.expose(() => <p>{i18n._('greeting')}</p>);
    expect(isExposedComponent(Page)).toBe(true);
    expect(Page.exposedBy).toBe('mf_tools');

    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('greeting')).not.toBeInTheDocument();
    view.unmount();
    await act(async () => {
      release?.();
      await remote.ready;
    });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Hello from the catalogue')).toBeInTheDocument();
  });

  it('still renders (with source messages) when the catalogue fails to load', async () => {
    await activateLocale('en-US');
    const remote = createRemoteI18n('mf_cases', () => Promise.reject(new Error('offline')));
    const Page = remote.expose(() => <p>Source text</p>);
    await act(() => remote.ready);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Source text')).toBeInTheDocument();
  });
});
