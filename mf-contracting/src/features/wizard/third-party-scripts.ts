// The wizard's third-party scripts (visitor-features §2: "After load the wizard fetches the contracting configuration,
// then optionally loads a chat widget and, on the confirmation step, an order-tracking snippet in which the order id
// placeholder is replaced with the CUPS"; issue 12: "only with the consent categories that allow them").
// Decision 010: each is declared in the deployment's portal.config.json (`@portal/shared/consent`), loaded as an
// external <script src async> (no inline code, no eval), once per page whatever remounts or returns to a step.
import { ORDER_ID_PLACEHOLDER, type ThirdPartyScriptName } from '@portal/shared/consent';
import { normalizeCups } from '@portal/shared/validation';

/** The order-tracking URL with every `{orderId}` replaced by the CUPS, normalised and URL-encoded. */
export function orderTrackingSrc(template: string, cups: string): string {
  return template.split(ORDER_ID_PLACEHOLDER).join(encodeURIComponent(normalizeCups(cups)));
}

/** Whether a third-party script with exactly this `src` is already in the page. */
function alreadyLoaded(src: string): boolean {
  return Array.from(document.querySelectorAll('script[data-third-party]')).some(
    (script) => script.getAttribute('src') === src,
  );
}

/** Adds `<script src async>` for `src` unless the page has it already; true when it was added now. */
export function loadThirdPartyScript(name: ThirdPartyScriptName, src: string): boolean {
  if (alreadyLoaded(src)) return false;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.thirdParty = name;
  document.head.append(script);
  return true;
}
