import { act, render, screen } from '@testing-library/react';
import { fakeElementTiming, holdPaint } from '@portal/shared/testing';
import { PRESENTED_FALLBACK_MS as FALLBACK_MS, usePresented } from './use-presented';

afterEach(() => jest.useRealTimers());

function Page({ ready }: { ready: boolean }) {
  const heading = usePresented(ready);
  return (
    <>
      <h1 ref={heading.ref}>Invoices</h1>
      <p>{heading.presented ? 'Presented' : 'Not yet'}</p>
    </>
  );
}

/** Renders the page; `presented()` reads what it shows, `identifier` is its heading's Element Timing mark. */
function renderPage(ready = true) {
  render(<Page ready={ready} />);
  return {
    presented: () => screen.getByText(/^(Presented|Not yet)$/).textContent === 'Presented',
    identifier: screen.getByRole('heading').getAttribute('elementtiming') ?? '',
  };
}

// Decision 009: the home's tiles (and an invoice list's rows) were asked for after the heading's frame, but before
// that frame reached the screen, so Lighthouse counted them among the requests before the largest text.
describe('usePresented', () => {
  it('waits for the heading’s Element Timing entry, not only for the first paint', () => {
    jest.useFakeTimers();
    const timing = fakeElementTiming();
    const held = holdPaint();
    try {
      const page = renderPage();
      held.paint();
      act(() => jest.advanceTimersByTime(FALLBACK_MS - 50));
      expect(page.presented()).toBe(false);
      timing.deliver(['another-element']);
      expect(page.presented()).toBe(false);
      timing.deliver([page.identifier]);
      expect(page.presented()).toBe(true);
    } finally {
      held.restore();
      timing.restore();
    }
  });

  it('gives way after the first paint and the fallback when no entry comes', () => {
    jest.useFakeTimers();
    const timing = fakeElementTiming();
    const held = holdPaint();
    try {
      const page = renderPage();
      act(() => jest.advanceTimersByTime(FALLBACK_MS * 2));
      expect(page.presented()).toBe(false); // not painted yet
      held.paint();
      act(() => jest.advanceTimersByTime(1)); // the task after the painting frame: painted
      act(() => jest.advanceTimersByTime(FALLBACK_MS - 1));
      expect(page.presented()).toBe(false);
      act(() => jest.advanceTimersByTime(1));
      expect(page.presented()).toBe(true);
    } finally {
      held.restore();
      timing.restore();
    }
  });

  it('without Element Timing, is true once the heading is painted', () => {
    jest.useFakeTimers();
    const held = holdPaint();
    try {
      const page = renderPage();
      act(() => jest.advanceTimersByTime(10));
      expect(page.presented()).toBe(false);
      held.paint();
      act(() => jest.advanceTimersByTime(1)); // the task after the painting frame: painted
      act(() => jest.advanceTimersByTime(1));
      expect(page.presented()).toBe(true);
    } finally {
      held.restore();
    }
  });

  it('waits while it is not ready (a stored session being checked)', () => {
    const timing = fakeElementTiming();
    try {
      const page = renderPage(false);
      timing.deliver([page.identifier]);
      expect(page.presented()).toBe(false);
    } finally {
      timing.restore();
    }
  });

  it('marks each element with an identifier of its own: an earlier visit’s buffered entry does not count', () => {
    const timing = fakeElementTiming();
    try {
      const first = renderPage();
      timing.deliver([first.identifier]);
      expect(first.presented()).toBe(true);
      const { unmount } = render(<Page ready />, {
        container: document.body.appendChild(document.createElement('section')),
      });
      const second = screen.getAllByRole('heading')[1];
      expect(second?.getAttribute('elementtiming')).not.toBe(first.identifier);
      timing.deliver([first.identifier]);
      expect(screen.getAllByText(/^(Presented|Not yet)$/).map((text) => text.textContent)).toEqual([
        'Presented',
        'Not yet',
      ]);
      unmount();
    } finally {
      timing.restore();
    }
  });
});
