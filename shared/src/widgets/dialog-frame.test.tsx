import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { DialogFrame, type DialogFrameProps } from './dialog-frame';

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
});
