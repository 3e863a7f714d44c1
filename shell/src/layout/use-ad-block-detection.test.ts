import { adBlockStore, useAdBlockDetected } from '@portal/shared/settings';
import { renderHook, waitFor } from '@testing-library/react';
import { BAIT_CLASSES, detectAdBlock, useAdBlockDetection } from './use-ad-block-detection';

afterEach(() => {
  document.head.querySelectorAll('style').forEach((s) => s.remove());
  adBlockStore.setState({ detected: undefined });
});

function blockerHidesBait() {
  const style = document.createElement('style');
  style.textContent = `.${BAIT_CLASSES.split(' ')[0]} { display: none !important; }`;
  document.head.appendChild(style);
}

it('detects a blocker that hides the bait, and nothing without one', async () => {
  await expect(detectAdBlock()).resolves.toBe(false);
  blockerHidesBait();
  await expect(detectAdBlock()).resolves.toBe(true);
  expect(document.querySelector('.adsbox')).toBeNull();
});

it('publishes the result in the shared store for the login page', async () => {
  blockerHidesBait();
  renderHook(() => useAdBlockDetection(true));
  const { result } = renderHook(() => useAdBlockDetected());
  await waitFor(() => expect(result.current).toBe(true));
});
