import { holdPaint } from '@portal/shared/testing';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { hideBesideDialog, lockPageScroll, PageUnderDialog } from './page-under-dialog';

function add(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as HTMLElement;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
});

describe('the page under a dialog', () => {
  it('does not scroll while any dialog is open, and gets its own overflow back after the last', () => {
    document.documentElement.style.overflow = 'scroll';
    const first = lockPageScroll();
    const second = lockPageScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    first();
    first();
    expect(document.documentElement.style.overflow).toBe('hidden');
    second();
    expect(document.documentElement.style.overflow).toBe('scroll');
  });

  it('keeps the room of a scrollbar that takes some while locked, and gives the page its own gutter back', () => {
    // jsdom's window is 1,024 px wide and its root has no width: a scrollbar's room as far as the lock can tell.
    const release = lockPageScroll();
    expect(document.documentElement.style.getPropertyValue('scrollbar-gutter')).toBe('stable');
    release();
    expect(document.documentElement.style.getPropertyValue('scrollbar-gutter')).toBe('');
  });

  it('is hidden from assistive technology beside the dialog, live regions and what was hidden before kept', () => {
    const page = add('<div id="root"><button>Open</button></div>');
    const toasts = add('<div aria-live="polite"></div>');
    const decoration = add('<div aria-hidden="false"></div>');
    const positioner = add('<div><div role="dialog"></div></div>');
    const restore = hideBesideDialog(positioner.firstElementChild as Element);
    expect(page).toHaveAttribute('aria-hidden', 'true');
    expect(decoration).toHaveAttribute('aria-hidden', 'true');
    expect(toasts).not.toHaveAttribute('aria-hidden');
    expect(positioner).not.toHaveAttribute('aria-hidden');
    restore();
    expect(page).not.toHaveAttribute('aria-hidden');
    expect(decoration).toHaveAttribute('aria-hidden', 'false');
  });

  it('a dialog opened from a dialog hides the first until it closes, and the page until both have', () => {
    const page = add('<div id="root"></div>');
    const first = add('<div><div role="dialog"></div></div>');
    const restoreFirst = hideBesideDialog(first.firstElementChild as Element);
    const second = add('<div><div role="alertdialog"></div></div>');
    const restoreSecond = hideBesideDialog(second.firstElementChild as Element);
    expect(first).toHaveAttribute('aria-hidden', 'true');
    restoreSecond();
    expect(first).not.toHaveAttribute('aria-hidden');
    expect(page).toHaveAttribute('aria-hidden', 'true');
    restoreFirst();
    expect(page).not.toHaveAttribute('aria-hidden');
  });

  // Issue 47 item 1: the page's scrollbar back lays out and repaints all of it; the frame that answers the closing
  // does not wait for that.
  it('scrolls again once the closing’s frame is painted, and is announced again at once', async () => {
    const page = add('<div id="root"></div>');
    const dialog = add('<div><div role="dialog"></div></div>');
    const content = { current: dialog.firstElementChild as HTMLElement };
    const view = render(createElement(PageUnderDialog, { open: true, content }), {
      container: dialog.firstElementChild as HTMLElement,
    });
    expect(document.documentElement.style.overflow).toBe('hidden');
    const paint = holdPaint();
    try {
      view.rerender(createElement(PageUnderDialog, { open: false, content }));
      expect(page).not.toHaveAttribute('aria-hidden');
      expect(document.documentElement.style.overflow).toBe('hidden');
      paint.paint();
    } finally {
      paint.restore();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.documentElement.style.overflow).toBe('');
  });
});
