import { holdViewport, type HeldViewport } from '@portal/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { NearViewport } from './near-viewport';

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
