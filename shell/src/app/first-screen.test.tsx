import { waitFor } from '@testing-library/react';
import { holdPaint, renderWithProviders } from '@portal/shared/testing';
import { firstScreenPainted, useMarkFirstScreenPainted } from './first-screen';

function Screen() {
  useMarkFirstScreenPainted();
  return <h1>First screen</h1>;
}

it('resolves once the screen that marks it has been painted, not when it renders', async () => {
  const resolved = jest.fn();
  void firstScreenPainted.then(resolved);
  const held = holdPaint();
  try {
    renderWithProviders(<Screen />);
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    held.paint();
    await waitFor(() => expect(resolved).toHaveBeenCalled());
  } finally {
    held.restore();
  }
});
