import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const result = renderWithProviders(
    <ConfirmDialog
      open
      title="Delete the attachment?"
      message="The file will be removed from the request."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { ...result, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is a labelled alert dialog that confirms', async () => {
    const { user, onConfirm } = renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the attachment?' });
    expect(dialog).toHaveAccessibleDescription('The file will be removed from the request.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels with the Cancel button and with Escape', async () => {
    const { user, onCancel } = renderDialog();
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
  });

  it('disables its buttons while the action runs', async () => {
    renderDialog({ loading: true });
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('renders nothing when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
