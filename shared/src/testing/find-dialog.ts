import { screen, waitFor } from '@testing-library/react';
import { BODY_WAITING } from '@portal/shared/widgets';

/**
 * The open dialog named `name`, once its body is there: a dialog of the platform (`DialogFrame`) paints its frame
 * first and renders its body just after (widgets/dialog-frame.tsx), so a test reads the body once it has arrived.
 */
export async function findDialog(
  name: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog.querySelector(BODY_WAITING)).toBeNull());
  return dialog;
}
