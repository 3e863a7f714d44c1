// The cookie banner in the static first paint (decision 009). A first visit's largest text is this banner:
// index.html's first script (at the start of <body>, before anything is painted) shows it in the visit's starting
// locale, instead of after the portal's JavaScript and settings. The React banner removes it when it mounts, in the
// same place with the same texts and box: nothing moves. Its two choices work before React arrives (the same cookies
// as `writeConsent`); "Configure" asks the React banner to open its details once it is there.
import { consentCookieAssignments, hasConsentChoice } from '@portal/shared/consent/cookie';
import { langCookie, type Locale, LOCALES, startLocale } from '@portal/shared/i18n/cookie';
import type { ConsentBannerMessages } from './consent-banner-messages';
import { requestDetails, STATIC_BANNER_CLASS } from './static-banner';

function button(doc: Document, text: string, primary: boolean, onClick: () => void): HTMLButtonElement {
  const element = doc.createElement('button');
  element.type = 'button';
  element.className = primary ? 'boot-consent__button boot-consent__button--primary' : 'boot-consent__button';
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}

/** Shows the banner at the end of <body> unless the visitor has chosen already; returns it, or undefined. */
export function showConsentBanner(
  doc: Document,
  messages: Readonly<Record<Locale, ConsentBannerMessages>>,
): HTMLElement | undefined {
  if (hasConsentChoice(doc.cookie)) return undefined;
  const locale = startLocale(langCookie(doc.cookie), LOCALES);
  const text = messages[locale];
  const banner = doc.createElement('section');
  banner.className = STATIC_BANNER_CLASS;
  banner.lang = locale.slice(0, 2);
  banner.setAttribute('aria-label', text.label);
  const choose = (all: boolean) => {
    const secure = doc.location.protocol === 'https:';
    for (const assignment of consentCookieAssignments(
      { preferences: all, statistics: all, marketing: all },
      { secure },
    )) {
      doc.cookie = assignment;
    }
    banner.remove();
  };
  const configure = button(doc, text.configure, false, () => {
    requestDetails(doc);
    configure.setAttribute('aria-busy', 'true');
  });
  const actions = doc.createElement('div');
  actions.className = 'boot-consent__actions';
  actions.append(
    configure,
    button(doc, text.onlyNecessary, false, () => choose(false)),
    button(doc, text.acceptAll, true, () => choose(true)),
  );
  const paragraph = doc.createElement('p');
  paragraph.textContent = text.text;
  const stack = doc.createElement('div');
  stack.className = 'boot-consent__stack';
  stack.append(paragraph, actions);
  banner.append(stack);
  doc.body.append(banner);
  return banner;
}
