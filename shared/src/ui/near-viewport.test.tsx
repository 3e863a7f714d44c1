import { holdViewport, type HeldViewport } from '@portal/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { NearViewport } from './near-viewport';
import { coverPage } from './page-covered';

const page = () => (
  <>
    <h1>Contract 0010001</h1>
    <NearViewport>
      <h2>Consumption</h2>
    </NearViewport>
  </>
);

describe('NearViewport', () => {
  let viewport: HeldViewport;
  beforeEach(() => {
    viewport = holdViewport();
    window.history.replaceState(null, '', '/contracts/electricity/0010001');
  });
  afterEach(() => viewport.restore());

  it('renders its content only once the reader comes within a screen of it, and for good', async () => {
    render(page());
    expect(screen.getByRole('heading', { name: 'Contract 0010001' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Consumption' })).not.toBeInTheDocument();
    expect(viewport.margins).toEqual(['100% 0px']);

    viewport.comeNear(false);
    expect(screen.queryByRole('heading', { name: 'Consumption' })).not.toBeInTheDocument();

    viewport.comeNear();
    expect(await screen.findByRole('heading', { name: 'Consumption' })).toBeVisible();
    expect(viewport.watching()).toBe(false);
  });

  // Issue 47 item 1: a click that scrolls to a dialog's button brings the part near; rendered under the dialog, its
  // work (the consumption chart's draw, one long task) held up the dialog's answer to Escape.
  it('waits while a dialog covers the page, and renders once it is gone', async () => {
    render(page());
    let uncover: () => void = () => undefined;
    act(() => {
      uncover = coverPage();
    });
    viewport.comeNear();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('heading', { name: 'Consumption' })).not.toBeInTheDocument();
    act(() => uncover());
    expect(await screen.findByRole('heading', { name: 'Consumption' })).toBeVisible();
  });

  it('renders at once when the address points at a section (the link scrolls to it)', () => {
    window.history.replaceState(null, '', '/contracts/electricity/0010001#consumption');
    render(page());
    expect(screen.getByRole('heading', { name: 'Consumption' })).toBeVisible();
    expect(viewport.margins).toHaveLength(0);
  });

  it('renders when a link on the page points at a section', async () => {
    render(page());
    act(() => {
      window.history.pushState(null, '', '#consumption');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('heading', { name: 'Consumption' })).toBeVisible();
  });

  it('renders at once in a browser without IntersectionObserver (jsdom has none)', () => {
    viewport.restore();
    expect(globalThis.IntersectionObserver).toBeUndefined();
    render(page());
    expect(screen.getByRole('heading', { name: 'Consumption' })).toBeVisible();
  });
});
