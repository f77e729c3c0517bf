// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceConsent, GRANT_CONSENT_EVENT } from '../consent/state.ts';
import { mountDetailMap } from './detail.ts';
import { FALLBACK_MAP_TEXTS } from './texts.ts';

function detailElement(lat: string, lon: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'recruiting-detail-map';
  element.dataset.lat = lat;
  element.dataset.lon = lon;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  announceConsent({}, window);
  vi.restoreAllMocks();
});

describe('mountDetailMap (SPEC §2.14)', () => {
  it('shows the consent placeholder until the maps service is allowed; its button asks for the consent', () => {
    const element = detailElement('50.1109', '8.6821');
    const cleanup = mountDetailMap(element);
    expect(element.dataset.mapState).toBe('consent');
    const button = element.querySelector('button')!;
    expect(button.textContent).toBe(FALLBACK_MAP_TEXTS.consent.allow);
    const asked: unknown[] = [];
    window.addEventListener(GRANT_CONSENT_EVENT, (event) => asked.push((event as CustomEvent).detail.item), {
      once: true,
    });
    button.click();
    expect(asked).toEqual(['MAPBOX']);
    cleanup();
    expect(element.childNodes).toHaveLength(0);
    expect(element.classList.contains('sk-map')).toBe(false);
  });

  it('leaves the element empty and logs for invalid coordinates', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = detailElement('north', '8.68');
    const cleanup = mountDetailMap(element);
    expect(element.childNodes).toHaveLength(0);
    expect(log).toHaveBeenCalledWith('[maps] detail map: invalid data-lat / data-lon');
    expect(cleanup).not.toThrow();
  });

  it('cleanup before the map is created stops it from starting', () => {
    const element = detailElement('50.1109', '8.6821');
    const cleanup = mountDetailMap(element);
    cleanup();
    announceConsent({ MAPBOX: true }, window);
    expect(element.childNodes).toHaveLength(0);
    expect(element.dataset.mapState).toBeUndefined();
  });
});
