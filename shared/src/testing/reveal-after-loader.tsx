// Renders `page` the way a remote's page first appears when its code arrives after the loader: inside a Suspense
// boundary whose fallback is committed first, the page's module arriving just after. React holds the retry that
// reveals it until 300 ms after the fallback appeared. Rendered outside `act`, with React's own scheduler and timers,
// as in a browser; resolves with how many times the page's component rendered until it was on screen.
import { screen } from '@testing-library/react';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalProviders } from '@portal/shared/ui';
import { createTestQueryClient } from './render-with-providers';

type ActFlag = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Renders `ui` inside the portal's providers outside `act`, with React's own scheduler and timers, as in a browser
 * (what React holds back by its timers shows only so). Returns the cleanup: unmounts and restores the act flag.
 */
export function renderOutsideAct(ui: ReactNode): () => void {
  const flags = globalThis as ActFlag;
  const previous = flags.IS_REACT_ACT_ENVIRONMENT;
  flags.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(<PortalProviders queryClient={createTestQueryClient()}>{ui}</PortalProviders>);
  return () => {
    root.unmount();
    container.remove();
    flags.IS_REACT_ACT_ENVIRONMENT = previous;
  };
}

/**
 * `page` is rendered by a component counted at each render; `shown` is a text of the page, awaited on screen.
 * `wrap` puts context around the boundary (e.g. a route change's).
 */
export async function rendersUntilRevealed(
  page: ReactNode,
  shown: string,
  wrap: (children: ReactNode) => ReactNode = (children) => children,
): Promise<number> {
  let renders = 0;
  function Page() {
    renders += 1;
    return page;
  }
  let arrive: (module: { default: ComponentType }) => void = () => undefined;
  const Lazy = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = resolve;
      }),
  );
  const cleanup = renderOutsideAct(
    wrap(
      <Suspense fallback={<p>Loading the page</p>}>
        <Lazy />
      </Suspense>,
    ),
  );
  try {
    await screen.findByText('Loading the page');
    arrive({ default: Page });
    await screen.findByText(shown, {}, { timeout: 3000 });
    return renders;
  } finally {
    cleanup();
  }
}
