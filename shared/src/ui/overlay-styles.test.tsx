// Issue 47 item 1: what opens over the page is styled in a style sheet of its own, so that the rules its first
// opening adds restyle the overlay's elements only, not the whole page (overlay-styles.tsx).
import { screen } from '@testing-library/react';
import { Dialog } from '@chakra-ui/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { Box, Portal } from './index';
import { OVERLAY_STYLES_KEY, overlayStyleCache } from './overlay-styles';

beforeEach(resetPortalState);

/** The rules of the style elements of Emotion's cache `key` (each element says its cache in `data-emotion`). */
const sheetText = (key: string) =>
  [...document.head.querySelectorAll(`style[data-emotion^="${key} "], style[data-emotion="${key}"]`)]
    .map(
      (style) =>
        [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((r) => r.cssText).join('\n') +
        (style.textContent ?? ''),
    )
    .join('\n');
const inOverlaySheet = new RegExp(`(^| )${OVERLAY_STYLES_KEY}-`);

describe('Portal (the platform’s, overlay-styles.tsx)', () => {
  it('styles its content in the overlays’ sheet and the page in Emotion’s default one', async () => {
    renderWithProviders(
      <>
        <Box data-testid="page" paddingInlineStart="7px" />
        <Portal>
          <Box data-testid="overlay" paddingInlineStart="9px" />
        </Portal>
      </>,
    );
    const overlay = await screen.findByTestId('overlay');
    const page = screen.getByTestId('page');
    expect(overlay.className).toMatch(inOverlaySheet);
    expect(page.className).toMatch(/(^| )css-/);
    expect(page.className).not.toMatch(inOverlaySheet);
    expect(sheetText(OVERLAY_STYLES_KEY)).toContain('9px');
    expect(sheetText(OVERLAY_STYLES_KEY)).not.toContain('7px');
    expect(sheetText('css')).not.toContain('9px');
  });

  it('gives a Chakra dialog’s parts the overlays’ sheet (each dialog of the portal renders in it)', async () => {
    renderWithProviders(
      <Dialog.Root open>
        <Portal>
          <Dialog.Positioner>
            <Dialog.Content aria-label="A dialog">x</Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'A dialog' });
    expect(dialog.className).toMatch(inOverlaySheet);
  });

  it('is one cache for the page (one sheet, however many overlays)', () => {
    expect(overlayStyleCache()).toBe(overlayStyleCache());
    expect(overlayStyleCache().key).toBe(OVERLAY_STYLES_KEY);
  });
});
