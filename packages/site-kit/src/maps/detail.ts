/**
 * The recruiting detail map (SPEC §2.14, §9.6) for the recruiting module's detail layer.
 *
 * Contract: once the layer content is loaded, the recruiting module calls `mountDetailMap(element)` on
 *   <div class="recruiting-detail-map" data-lat="50.1109" data-lon="8.6821" [data-title="Frankfurt am Main"]></div>
 * and keeps the returned cleanup; it calls the cleanup BEFORE it removes the layer content (next/previous offer,
 * close). The map uses the detail-map settings (marker scale 1.2, controls bottom-right, cooperative gestures, no
 * geolocate, zoom 6–20, initial zoom 14, ratio 3) and, like every map, waits for the maps consent (MAPBOX): until
 * then the element shows the consent placeholder with an "allow" button. Invalid coordinates leave the element
 * empty (logged). Texts are the caller's, in the page language (the recruiting module's catalogue), English without.
 */
import { isConsented } from '../consent/rules.ts';
import { CONSENT_ACCEPT_EVENT, consentInForce, type ConsentAcceptDetail } from '../consent/state.ts';
import { DETAIL_MAP_SETTINGS, mapHeight, resolveMapConfig, validateMapConfig } from './lib/config.ts';
import { browserLanguage } from './lib/labels.ts';
import { toLngLat } from './lib/latlong.ts';
import { MAP_CONSENT_ITEM, requestMapConsent } from './consent.ts';
import { FALLBACK_MAP_TEXTS, type MapTexts } from './texts.ts';

export const DETAIL_MAP_SELECTOR = '.recruiting-detail-map';
/** The caller builds the texts with this from its catalogue (loaded with the map code, not before). */
export { mapTexts } from './texts.ts';

let detailMapCount = 0;

/** Mounts the detail map into `element`; returns the cleanup that removes it (idempotent). */
export function mountDetailMap(element: HTMLElement, texts: MapTexts = FALLBACK_MAP_TEXTS): () => void {
  const position = toLngLat(element.dataset.lon, element.dataset.lat);
  if (!position) {
    console.error('[maps] detail map: invalid data-lat / data-lon');
    return () => undefined;
  }
  if (!element.id) element.id = `recruiting-detail-map-${++detailMapCount}`;
  const config = resolveMapConfig(
    'address-recruiting',
    { containerId: element.id, initPosition: position },
    DETAIL_MAP_SETTINGS,
  );
  const errors = validateMapConfig(config);
  if (errors.length) {
    for (const error of errors) console.error(`[maps] detail map: ${error.message}`);
    return () => undefined;
  }
  let removed = false;
  let destroy: (() => void) | null = null;
  element.classList.add('sk-map', 'sk-map--detail');
  element.style.minHeight = `${mapHeight(element.clientWidth || 600, config.ratio)}px`;
  const live = document.createElement('p');
  live.className = 'sk-visually-hidden';
  live.setAttribute('aria-live', 'polite');
  const canvas = document.createElement('div');
  canvas.className = 'sk-map__canvas';
  canvas.setAttribute('role', 'region');
  canvas.setAttribute('aria-label', element.dataset.title || texts.region);
  canvas.style.aspectRatio = String(config.ratio);

  const start = () => {
    if (removed || destroy) return;
    element.dataset.mapState = 'loading';
    const loading = document.createElement('p');
    loading.className = 'sk-map__loading';
    loading.setAttribute('role', 'status');
    loading.textContent = texts.loading;
    element.replaceChildren(canvas, loading, live);
    void import('./runtime.ts')
      .then(({ createMap }) =>
        createMap(canvas, {
          config,
          places: [
            {
              id: 'detail',
              position,
              content: { title: element.dataset.title || '', lines: [], fon: '', email: '', routing: null, link: null },
            },
          ],
          popupMaxWidth: config.popupMaxwidth,
          lang: browserLanguage(navigator.languages, navigator.language),
          texts,
          announce: (text) => (live.textContent = text),
        }),
      )
      .then((handle) => {
        if (removed) {
          handle.destroy();
          return;
        }
        // The marker sits at the offer's address: centre there at the detail zoom instead of fitting bounds.
        handle.map.jumpTo({ center: position, zoom: config.initZoom });
        destroy = () => handle.destroy();
        loading.remove();
        element.dataset.mapState = 'ready';
      })
      .catch((error: unknown) => console.error('[maps] detail map could not be created', error));
  };

  const onAccept = (event: Event) => {
    if (isConsented((event as CustomEvent<ConsentAcceptDetail>).detail?.record ?? {}, MAP_CONSENT_ITEM)) start();
  };
  if (isConsented(consentInForce(), MAP_CONSENT_ITEM)) start();
  else {
    element.dataset.mapState = 'consent';
    const holder = document.createElement('div');
    holder.className = 'sk-map__placeholder';
    holder.dataset.consentPlaceholder = MAP_CONSENT_ITEM;
    const text = document.createElement('p');
    text.textContent = texts.consent.text;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sk-map__allow';
    button.textContent = texts.consent.allow;
    button.addEventListener('click', () => requestMapConsent());
    holder.append(text, button);
    element.replaceChildren(holder);
  }
  window.addEventListener(CONSENT_ACCEPT_EVENT, onAccept);

  return () => {
    if (removed) return;
    removed = true;
    window.removeEventListener(CONSENT_ACCEPT_EVENT, onAccept);
    destroy?.();
    element.replaceChildren();
    element.classList.remove('sk-map', 'sk-map--detail');
    delete element.dataset.mapState;
  };
}
