// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true,"disableIframePageLoading":true}}}
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIGURED_ITEMS } from './items.ts';
import { activateConsented, applyConsent, installConsentLoader, isLoadableUrl } from './loader.ts';
import { acceptAll, acceptEssentials } from './rules.ts';
import { announceConsent, consentInForce, CONSENT_ACCEPT_EVENT } from './state.ts';

const PAGE = `
  <script type="text/plain" data-consent="GOOGLE_ANALYTICS" id="inline">window.__inline = 1</script>
  <script type="text/plain" data-consent="GOOGLE_ANALYTICS" data-src="https://www.googletagmanager.com/gtm.js?id=GTM-X" id="gtm"></script>
  <script type="text/plain" data-consent="PINGDOM" data-src="https://rum-static.pingdom.net/pa-1.js"></script>
  <script type="text/plain" data-consent="PARDOT" data-src="javascript:alert(1)"></script>
  <script type="text/plain" data-consent="NOT_AN_ITEM" data-src="https://evil.example/x.js"></script>
  <div data-consent="YOUTUBE" data-consent-embed="https://www.youtube-nocookie.com/embed/abc" data-title="Film"><button>Load video</button></div>
  <div data-consent="PODIGEE" data-consent-embed="http://insecure.example/player"><button>Load podcast</button></div>
`;

const live = () => ({
  scripts: Array.from(document.querySelectorAll('script:not([type="text/plain"])')).map(
    (s) => s.getAttribute('src') ?? `inline:${s.textContent}`,
  ),
  iframes: Array.from(document.querySelectorAll('iframe')).map((f) => [f.getAttribute('src'), f.getAttribute('title')]),
  placeholders: document.querySelectorAll('[data-consent]:not([data-consent-active])').length,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('consent-gated loading', () => {
  it('leaves everything inert without consent or with essentials only', () => {
    document.body.innerHTML = PAGE;
    expect(activateConsented({})).toBe(0);
    expect(activateConsented(acceptEssentials(DEFAULT_CONFIGURED_ITEMS))).toBe(0);
    expect(live()).toEqual({ scripts: [], iframes: [], placeholders: 7 });
  });
  it('activates exactly the consented items, keeps ids, refuses non-https sources', () => {
    document.body.innerHTML = PAGE;
    expect(activateConsented({ GOOGLE_ANALYTICS: true, YOUTUBE: true, PODIGEE: true, PARDOT: true })).toBe(3);
    const state = live();
    expect(state.scripts).toEqual(['inline:window.__inline = 1', 'https://www.googletagmanager.com/gtm.js?id=GTM-X']);
    expect(state.iframes).toEqual([['https://www.youtube-nocookie.com/embed/abc', 'Film']]);
    expect(document.getElementById('gtm')?.getAttribute('type')).toBeNull();
    // Activating again does nothing more.
    expect(activateConsented({ GOOGLE_ANALYTICS: true, YOUTUBE: true })).toBe(0);
  });
  it('activates on the cookie-accept event and updates Consent Mode first', () => {
    document.body.innerHTML = PAGE;
    const calls: unknown[][] = [];
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => calls.push(args);
    const uninstall = installConsentLoader(window);
    announceConsent(acceptAll(DEFAULT_CONFIGURED_ITEMS), window);
    expect(consentInForce().GOOGLE_ANALYTICS).toBe(true);
    expect(calls[0]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);
    expect(live().scripts).toHaveLength(3);
    expect(live().iframes).toHaveLength(1);
    uninstall();
    document.body.innerHTML = PAGE;
    window.dispatchEvent(
      new CustomEvent(CONSENT_ACCEPT_EVENT, { detail: { record: acceptAll(DEFAULT_CONFIGURED_ITEMS) } }),
    );
    expect(live().scripts).toHaveLength(0);
    expect(applyConsent({ PINGDOM: true }, window)).toBe(1);
  });
  it('accepts only https or same-origin relative URLs', () => {
    expect(isLoadableUrl('https://a.example/x.js')).toBe(true);
    expect(isLoadableUrl('/local.js', 'http://localhost:3000/')).toBe(true);
    for (const bad of [
      'http://a.example/x.js',
      'javascript:alert(1)',
      'data:text/javascript,1',
      '//evil.example/x.js',
      '',
      null,
      'https://[bad',
    ]) {
      expect(isLoadableUrl(bad, 'http://localhost:3000/'), String(bad)).toBe(false);
    }
  });
});
