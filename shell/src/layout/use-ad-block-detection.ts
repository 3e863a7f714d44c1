// Ad-blocker detection for the login page's warning: a bait element with the class names blockers hide. The result
// goes to the shared ad-block store, where the auth remote reads it without importing the shell.
import { adBlockStore } from '@portal/shared/settings';
import { useEffect } from 'react';

export const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 textads banner-ads';

export function detectAdBlock(doc: Document = document): Promise<boolean> {
  const bait = doc.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
  bait.innerHTML = '&nbsp;';
  doc.body.appendChild(bait);
  return new Promise((resolve) => {
    // Blockers apply their cosmetic rules asynchronously: look after the next frame.
    setTimeout(() => {
      const style = doc.defaultView?.getComputedStyle(bait);
      const hidden = !bait.isConnected || style?.display === 'none' || style?.visibility === 'hidden';
      bait.remove();
      resolve(hidden);
    }, 100);
  });
}

export function useAdBlockDetection(active: boolean): void {
  useEffect(() => {
    if (!active || adBlockStore.getState().detected !== undefined) return;
    let cancelled = false;
    void detectAdBlock().then((detected) => {
      if (!cancelled) adBlockStore.getState().setDetected(detected);
    });
    return () => {
      cancelled = true;
    };
  }, [active]);
}
