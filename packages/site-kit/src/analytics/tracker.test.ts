// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIGURED_ITEMS } from '../consent/items.ts';
import { acceptAll, acceptEssentials } from '../consent/rules.ts';
import { announceConsent } from '../consent/state.ts';
import { createTracker, installAutoTracking } from './tracker.ts';

type W = Window & { dataLayer?: unknown[] };
const layer = () => ((window as W).dataLayer ?? []) as Record<string, unknown>[];

afterEach(() => {
  (window as W).dataLayer = [];
  announceConsent({}, window);
  document.body.innerHTML = '';
});

describe('tracker', () => {
  it('pushes nothing unless web analytics is consented', () => {
    const tracker = createTracker();
    announceConsent(acceptEssentials(DEFAULT_CONFIGURED_ITEMS), window);
    expect(tracker.pageView()).toBe(false);
    expect(tracker.viewItem({ id: 1, title: 'x', type: 3 })).toBe(false);
    expect(layer()).toEqual([]);
  });
  it('pushes cleaned events to window.dataLayer once consented', () => {
    const tracker = createTracker();
    announceConsent(acceptAll(DEFAULT_CONFIGURED_ITEMS), window);
    document.title = 'Bewerbung von max.mustermann@example.com';
    expect(tracker.pageView()).toBe(true);
    expect(layer()[0]).toMatchObject({ event: 'page_view', page_title: 'Bewerbung von ***@example.com' });
    tracker.applyClick({ id: 7, title: 'Job', type: 3, internal: true });
    expect(layer().slice(1)).toEqual([
      { ecommerce: null },
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({ value: 75, currency: 'EUR' }),
      }),
    ]);
    tracker.setUserProperties({ application: 'intranet', city: 'x'.repeat(50) });
    expect(layer().at(-1)).toEqual({
      event: 'user_properties',
      user_properties: { meridian_application: 'intranet', meridian_city: 'x'.repeat(36) },
    });
  });
  it('auto tracking: page view when consent arrives, then download clicks', () => {
    const uninstall = installAutoTracking(createTracker(), { userProperties: { application: 'brand-b_touch' } });
    expect(layer()).toEqual([]);
    announceConsent(acceptAll(DEFAULT_CONFIGURED_ITEMS), window);
    expect(layer().map((e) => e.event)).toEqual(['user_properties', 'page_view']);
    document.body.innerHTML = '<a href="/files/preise.PDF"><span>Preisliste</span></a><a href="/kontakt">Kontakt</a>';
    (document.querySelector('a[href="/kontakt"]') as HTMLElement).click();
    (document.querySelector('span') as HTMLElement).click();
    expect(layer().at(-1)).toMatchObject({ event: 'file_download', file_extension: 'pdf', link_text: 'Preisliste' });
    expect(layer().filter((e) => e.event === 'file_download')).toHaveLength(1);
    // A second accept does not send a second page view.
    announceConsent(acceptAll(DEFAULT_CONFIGURED_ITEMS), window);
    expect(layer().filter((e) => e.event === 'page_view')).toHaveLength(1);
    uninstall();
  });
});
