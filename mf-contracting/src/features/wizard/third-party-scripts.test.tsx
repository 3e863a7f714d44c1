// visitor-features §2: "After load the wizard fetches the contracting configuration, then optionally loads a chat
// widget and, on the confirmation step, an order-tracking snippet in which the order id placeholder is replaced with
// the CUPS." Issue 12: "(only with the consent categories that allow them)".
import { configureThirdParty, writeConsent } from '@portal/shared/consent';
import { resetPortalState } from '@portal/shared/testing';
import { act, renderHook } from '@testing-library/react';
import type { StepKey } from './steps';
import { loadThirdPartyScript, orderTrackingSrc } from './third-party-scripts';
import { useWizardThirdPartyScripts } from './use-third-party-scripts';

const CHAT = { src: 'https://chat.example/w.js', consent: 'preferences' } as const;
const TRACKING = { src: 'https://t.example/c.js?order={orderId}', consent: 'marketing' } as const;
const CUPS = 'ES0021000000000001RK';

function thirdPartyScripts() {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-third-party]')).map(
    (script) => ({ name: script.dataset.thirdParty, src: script.getAttribute('src'), async: script.async }),
  );
}

function renderScripts(step: StepKey, cups = CUPS) {
  return renderHook((props: { step: StepKey; cups: string }) => useWizardThirdPartyScripts(props), {
    initialProps: { step, cups },
  });
}

beforeEach(() => {
  resetPortalState();
  configureThirdParty({ chatWidget: CHAT, orderTracking: TRACKING });
});
afterEach(() => {
  for (const script of document.querySelectorAll('script[data-third-party]')) script.remove();
});

describe('orderTrackingSrc', () => {
  it('replaces every order id placeholder with the CUPS, normalised and URL-encoded', () => {
    expect(orderTrackingSrc(TRACKING.src, ' es0021000000000001rk ')).toBe(
      `https://t.example/c.js?order=${CUPS}`,
    );
    expect(orderTrackingSrc('https://t.example/{orderId}/c.js?o={orderId}', 'ES1&X=2#Y')).toBe(
      'https://t.example/ES1%26X%3D2%23Y/c.js?o=ES1%26X%3D2%23Y',
    );
  });
});

describe('loadThirdPartyScript', () => {
  it('adds an external async script once, whatever the number of calls', () => {
    expect(loadThirdPartyScript('chatWidget', CHAT.src)).toBe(true);
    expect(loadThirdPartyScript('chatWidget', CHAT.src)).toBe(false);
    expect(thirdPartyScripts()).toEqual([{ name: 'chatWidget', src: CHAT.src, async: true }]);
    expect(document.querySelector('script[data-third-party]')?.textContent).toBe('');
  });
});

describe('useWizardThirdPartyScripts', () => {
  it('loads nothing before the visitor chooses, nor with the categories refused', () => {
    const view = renderScripts('confirmation');
    expect(thirdPartyScripts()).toEqual([]);
    act(() => {
      writeConsent({ preferences: false, statistics: true, marketing: false });
    });
    view.rerender({ step: 'confirmation', cups: CUPS });
    expect(thirdPartyScripts()).toEqual([]);
  });

  it('loads the chat widget when the visitor accepts preferences later, and only once', () => {
    const view = renderScripts('installation');
    expect(thirdPartyScripts()).toEqual([]);
    act(() => {
      writeConsent({ preferences: true, statistics: false, marketing: false });
    });
    expect(thirdPartyScripts()).toEqual([{ name: 'chatWidget', src: CHAT.src, async: true }]);
    view.rerender({ step: 'person', cups: CUPS });
    view.unmount();
    renderScripts('installation');
    expect(thirdPartyScripts()).toHaveLength(1);
  });

  it('loads the order-tracking snippet with the CUPS only on the confirmation step, with marketing accepted', () => {
    writeConsent({ preferences: false, statistics: false, marketing: true });
    const view = renderScripts('payment');
    expect(thirdPartyScripts()).toEqual([]);
    view.rerender({ step: 'confirmation', cups: CUPS });
    expect(thirdPartyScripts()).toEqual([
      { name: 'orderTracking', src: `https://t.example/c.js?order=${CUPS}`, async: true },
    ]);
    // Back to payment and on to confirmation again: still one.
    view.rerender({ step: 'payment', cups: CUPS });
    view.rerender({ step: 'confirmation', cups: CUPS });
    expect(thirdPartyScripts()).toHaveLength(1);
  });

  it('loads the order-tracking snippet when marketing is accepted while on the confirmation step', () => {
    writeConsent({ preferences: false, statistics: false, marketing: false });
    renderScripts('confirmation');
    expect(thirdPartyScripts()).toEqual([]);
    act(() => {
      writeConsent({ preferences: false, statistics: false, marketing: true });
    });
    expect(thirdPartyScripts().map((script) => script.name)).toEqual(['orderTracking']);
  });

  it('loads nothing when the brand declares nothing, whatever the consent', () => {
    configureThirdParty({});
    writeConsent({ preferences: true, statistics: true, marketing: true });
    renderScripts('confirmation');
    expect(thirdPartyScripts()).toEqual([]);
  });

  it('follows the category each script declares', () => {
    configureThirdParty({ chatWidget: { ...CHAT, consent: 'statistics' } });
    writeConsent({ preferences: true, statistics: false, marketing: true });
    renderScripts('installation');
    expect(thirdPartyScripts()).toEqual([]);
    act(() => {
      writeConsent({ preferences: false, statistics: true, marketing: false });
    });
    expect(thirdPartyScripts().map((script) => script.name)).toEqual(['chatWidget']);
  });
});
