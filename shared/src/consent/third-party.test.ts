import { configureThirdParty, parseThirdPartyScripts, thirdPartyScript } from './index';

describe('third-party scripts declared in portal.config.json (decision 010)', () => {
  it('keeps entries with an absolute http(s) src and a consent category other than necessary', () => {
    expect(
      parseThirdPartyScripts({
        chatWidget: { src: 'https://chat.example/w.js', consent: 'preferences' },
        orderTracking: { src: 'https://t.example/c.js?order={orderId}', consent: 'marketing' },
      }),
    ).toEqual({
      chatWidget: { src: 'https://chat.example/w.js', consent: 'preferences' },
      orderTracking: { src: 'https://t.example/c.js?order={orderId}', consent: 'marketing' },
    });
  });

  it.each([
    ['a relative src', { src: '/w.js', consent: 'preferences' }],
    ['a javascript: src', { src: 'javascript:alert(1)', consent: 'preferences' }],
    ['a data: src', { src: 'data:text/javascript,alert(1)', consent: 'preferences' }],
    ['no consent category', { src: 'https://chat.example/w.js' }],
    ['an unknown category', { src: 'https://chat.example/w.js', consent: 'always' }],
    ['the necessary category', { src: 'https://chat.example/w.js', consent: 'necessary' }],
    ['not an object', 'https://chat.example/w.js'],
  ])('leaves out an entry with %s', (_, entry) => {
    expect(parseThirdPartyScripts({ chatWidget: entry })).toEqual({});
  });

  it('reads nothing from a missing or malformed value, and ignores unknown names', () => {
    expect(parseThirdPartyScripts(undefined)).toEqual({});
    expect(parseThirdPartyScripts([])).toEqual({});
    expect(
      parseThirdPartyScripts({ other: { src: 'https://x.example/a.js', consent: 'marketing' } }),
    ).toEqual({});
  });

  it('gives the remotes what the shell configured', () => {
    configureThirdParty({ chatWidget: { src: 'https://chat.example/w.js', consent: 'preferences' } });
    expect(thirdPartyScript('chatWidget')?.src).toBe('https://chat.example/w.js');
    expect(thirdPartyScript('orderTracking')).toBeUndefined();
    configureThirdParty({});
    expect(thirdPartyScript('chatWidget')).toBeUndefined();
  });
});
