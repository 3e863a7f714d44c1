import { act, screen, waitFor } from '@testing-library/react';
import { holdPaint, renderWithProviders, rendersUntilRevealed } from '@portal/shared/testing';
import { usePageCovered } from '@portal/shared/ui';
import { useState } from 'react';
import { DialogFrame, OPENING_BACKDROP_SELECTOR, type DialogFrameProps } from './dialog-frame';

function renderFrame(props: Partial<DialogFrameProps> = {}) {
  const onClose = jest.fn();
  const result = renderWithProviders(
    <DialogFrame open title="Change the power" onClose={onClose} footer={<button>Save</button>} {...props}>
      <p>The new power applies from the next invoice.</p>
    </DialogFrame>,
  );
  return { ...result, onClose };
}

describe('DialogFrame', () => {
  it('is a dialog named by its title, with its body, footer and a close button that closes it', async () => {
    const { user, onClose } = renderFrame();
    const dialog = await screen.findByRole('dialog', { name: 'Change the power' });
    expect(dialog).toHaveTextContent('The new power applies from the next invoice.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('stays open while busy: Escape and the close button do nothing, the content says aria-busy', async () => {
    const { user, onClose } = renderFrame({ busy: true });
    const dialog = await screen.findByRole('dialog', { name: 'Change the power' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  // Issue 47 item 1: the rules a dialog's first opening inserts go to the overlays' sheet, which restyles the dialog
  // alone instead of the whole page (@portal/shared/ui overlay-styles.tsx).
  it('is styled in the overlays’ style sheet, its content and its parts', async () => {
    renderFrame();
    const dialog = await screen.findByRole('dialog', { name: 'Change the power' });
    expect(dialog.className).toMatch(/(^| )overlay-/);
    expect(screen.getByRole('button', { name: 'Close' }).className).toMatch(/(^| )overlay-/);
  });

  it('as an alert dialog, its body is the description', async () => {
    renderFrame({ role: 'alertdialog' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the power' });
    expect(dialog).toHaveAccessibleDescription('The new power applies from the next invoice.');
  });

  // Issue 47 item 1: a dialog is modal without Zag's modal, whose inherited styles on <html> and <body> restyled the
  // whole page at each opening and closing (page-under-dialog.ts).
  describe('modal, with nothing the page inherits changed', () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Change the power</button>
          <DialogFrame open={open} title="Change the power" onClose={() => setOpen(false)}>
            <label>
              New power <input />
            </label>
          </DialogFrame>
        </>
      );
    }

    // Issue 47 item 1: Chakra's dialog and its state machines took most of the click's task; the click's frame shows
    // the page dimmed, and the dialog opens in a task after that frame is painted.
    it('answers the click with the page dimmed; the dialog opens once that frame is painted', async () => {
      const { user } = renderWithProviders(<Opener />);
      const paint = holdPaint();
      try {
        await user.click(screen.getByRole('button', { name: 'Change the power' }));
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect(document.querySelector(OPENING_BACKDROP_SELECTOR)).toBeInTheDocument();
        expect(document.querySelector(OPENING_BACKDROP_SELECTOR)).toHaveAttribute('aria-hidden', 'true');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        paint.paint();
      } finally {
        paint.restore();
      }
      expect(await screen.findByRole('dialog', { name: 'Change the power' })).toBeInTheDocument();
      expect(document.querySelector(OPENING_BACKDROP_SELECTOR)).not.toBeInTheDocument();
    });

    // Issue 47 item 1: a part of the page that comes near the screen meanwhile (near-viewport.tsx) waits for it.
    it('covers the page from the click until it has closed', async () => {
      function Covered() {
        return <output aria-label="Page">{usePageCovered() ? 'covered' : 'uncovered'}</output>;
      }
      const { user } = renderWithProviders(
        <>
          <Opener />
          <Covered />
        </>,
      );
      const page = screen.getByRole('status', { name: 'Page' });
      // The dialogs of the tests before have left (their closing frames painted).
      await waitFor(() => expect(page).toHaveTextContent(/^uncovered$/));
      const paint = holdPaint();
      try {
        await user.click(screen.getByRole('button', { name: 'Change the power' }));
        // Already in the click's frame, before the dialog itself opens.
        expect(page).toHaveTextContent(/^covered$/);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        paint.paint();
      } finally {
        paint.restore();
      }
      await screen.findByRole('dialog', { name: 'Change the power' });
      expect(page).toHaveTextContent(/^covered$/);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(page).toHaveTextContent(/^uncovered$/));
    });

    it('keeps focus in it, hides and stills the page under it, and gives everything back when it closes', async () => {
      const { user } = renderWithProviders(<Opener />);
      await user.click(screen.getByRole('button', { name: 'Change the power' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change the power' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      // Its form arrives just after its frame (DeferredBody). The focus is in the dialog (on its first field in a
      // browser: e2e changes.spec.ts; jsdom has no layout, and Zag's trap takes nothing in it for focusable).
      await screen.findByLabelText('New power');
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      for (let i = 0; i < 3; i += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      // The page's opener is out of the accessibility tree, and the page does not scroll.
      expect(screen.queryByRole('button', { name: 'Change the power' })).not.toBeInTheDocument();
      expect(document.documentElement.style.overflow).toBe('hidden');
      // Nothing inherited set on the page's root or body (each restyles every element of the page).
      expect(document.documentElement.style.getPropertyValue('--scrollbar-width')).toBe('');
      expect(document.body.style.pointerEvents).toBe('');

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const opener = screen.getByRole('button', { name: 'Change the power' });
      await waitFor(() => expect(opener).toHaveFocus());
      expect(document.documentElement.style.overflow).toBe('');
    });
  });
});

// Issue 47 item 0: a page holding a closed dialog (its content kept mounted) that Suspense reveals after its loader.
// An initial value for the deferred body spawned a render lane on mount, and React dropped its held retry and rendered
// the page again until its 300 ms were over.
describe('DialogFrame closed in a page revealed by a Suspense retry', () => {
  it('lets the page render once, not again and again while React holds it', async () => {
    const renders = await rendersUntilRevealed(
      <>
        <p>The contract</p>
        <DialogFrame open={false} title="Change the power" onClose={() => undefined}>
          <p>The new power applies from the next invoice.</p>
        </DialogFrame>
      </>,
      'The contract',
    );
    expect(renders).toBeLessThanOrEqual(2);
  });
});
