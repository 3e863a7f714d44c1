// What the React cookie banner (consent/cookie-consent.tsx) takes over from the static first paint's banner
// (consent-banner.ts): the banner itself, which it removes when it mounts, and a "Configure" pressed before it was
// there, which it answers by opening its details.
export const STATIC_BANNER_CLASS = 'boot-consent';
export const DETAILS_REQUESTED = 'data-consent-details-requested';

export function requestDetails(doc: Document): void {
  doc.documentElement.setAttribute(DETAILS_REQUESTED, '');
}

/** Whether the static banner's "Configure" was pressed; answered once (the request is removed). */
export function takeDetailsRequest(doc: Document = document): boolean {
  const requested = doc.documentElement.hasAttribute(DETAILS_REQUESTED);
  doc.documentElement.removeAttribute(DETAILS_REQUESTED);
  return requested;
}

/**
 * Removes the static banner; returns the position of its button that had the focus (0 Configure, 1 Only necessary,
 * 2 Accept all), for the React banner to focus its own, or -1.
 */
export function removeStaticBanner(doc: Document = document): number {
  const banner = doc.querySelector<HTMLElement>(`body > .${STATIC_BANNER_CLASS}`);
  if (!banner) return -1;
  const focused = [...banner.querySelectorAll('button')].findIndex((b) => b === doc.activeElement);
  banner.remove();
  return focused;
}
