/// <reference types="geojson" />
/**
 * The map itself (SPEC §4.10): MapLibre is imported here lazily — only when a map is about to show — with its
 * worker served by our app. Markers and clusters are HTML buttons (keyboard-reachable, no glyph server needed
 * for cluster counts); popups are announced through the caller's live region.
 */
// MapLibre's stylesheet (10 KB gzip, mostly inline icons) travels with this lazy chunk, not with every page.
import 'maplibre-gl/dist/maplibre-gl.css';
import type { GeoJSONSource, Map as MapLibreMap, MapOptions, Marker, Popup, StyleSpecification } from 'maplibre-gl';
import { chooseView } from './lib/bounds.ts';
import { CLUSTER, clusterRadius, OFFLINE_STYLE, POPUP_OFFSET_PX, type MapConfig } from './lib/config.ts';
import type { ClusterCollection, ClusterProperties } from './lib/geojson.ts';
import { isNameLabel, labelExpression } from './lib/labels.ts';
import type { LngLat } from './lib/latlong.ts';
import { mailHref, phoneHref } from './lib/branches.ts';
import { clusterContent, type MapPlace, type PlaceContent } from './lib/places.ts';
import { fill, mapLibreLocale, type MapTexts } from './texts.ts';

/** Where our app serves the MapLibre worker (the bundler cannot derive it from the library's import.meta.url). */
export const WORKER_PATH = '/api/maps/maplibre-gl-worker.mjs';

export interface MapSpec {
  config: MapConfig;
  places: MapPlace[];
  cluster?: ClusterCollection | null;
  filteredCluster?: boolean;
  popupMaxWidth: number;
  lang: string;
  texts: MapTexts;
  /** Called with a popup's text whenever one opens (for an aria-live region). */
  announce?: (text: string) => void;
}

export interface MapHandle {
  map: MapLibreMap;
  /** Flies to a position and shows the search marker there. */
  showSearchResult(position: LngLat, label: string): void;
  destroy(): void;
}

type MapLibre = typeof import('maplibre-gl');
let library: Promise<MapLibre> | null = null;

/** Loads MapLibre once per page (its own chunk). */
export function loadMapLibre(): Promise<MapLibre> {
  library ??= import('maplibre-gl').then((module) => {
    const maplibre = ((module as unknown as { default?: MapLibre }).default ?? module) as MapLibre;
    maplibre.setWorkerUrl(new URL(WORKER_PATH, window.location.href).href);
    return maplibre;
  });
  return library;
}

/** Style URL in force: ours with the page language and water colour, or the configured tile style. */
export function styleUrl(config: MapConfig, lang: string): string {
  if (config.style === OFFLINE_STYLE || !config.style.trim()) {
    const url = new URL(OFFLINE_STYLE, window.location.href);
    url.searchParams.set('lang', lang);
    url.searchParams.set('water', config.waterColor);
    return url.href;
  }
  return config.style;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The contact block of a popup (text only: editor and API values never become HTML). */
export function contactBlock(content: PlaceContent, texts: MapTexts, headingLevel: 'h3' | 'p' = 'h3'): HTMLElement {
  const block = element('div', 'sk-map-popup__block');
  block.append(element(headingLevel, 'sk-map-popup__title', content.title));
  if (content.lines.length) {
    const address = element('address', 'sk-map-popup__address');
    content.lines.forEach((line, index) => {
      if (index) address.append(element('br'));
      address.append(document.createTextNode(line));
    });
    block.append(address);
  }
  const tel = content.fon ? phoneHref(content.fon) : null;
  if (tel) {
    const line = element('p', 'sk-map-popup__contact', `${texts.phone}: `);
    const link = element('a', undefined, content.fon);
    link.href = tel;
    line.append(link);
    block.append(line);
  }
  const mail = content.email ? mailHref(content.email) : null;
  if (mail) {
    const line = element('p', 'sk-map-popup__contact', `${texts.email}: `);
    const link = element('a', undefined, content.email);
    link.href = mail;
    line.append(link);
    block.append(line);
  }
  const actions = element('p', 'sk-map-popup__actions');
  if (content.routing) {
    const link = element('a', 'sk-map-popup__route', texts.route);
    link.href = content.routing;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    actions.append(link);
  }
  if (content.link) {
    const link = element('a', 'sk-map-popup__more', texts.more);
    link.href = content.link.href;
    if (content.link.mode === 'layer') {
      // Opened by the site-kit layer (side-navigation), which loads the URL with type=24818.
      link.dataset.layerLink = '';
      link.dataset.titleshort = content.title;
      link.dataset.popup = '1';
    } else {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    actions.append(link);
  }
  if (actions.childNodes.length) block.append(actions);
  return block;
}

const popupText = (content: PlaceContent) => [content.title, ...content.lines].filter(Boolean).join(', ');

/**
 * The markers whose URL opens in the popup layer (SPEC §2.6) are that layer's previous/next entries, in marker
 * order: the map is their group (`data-layer-group`) and holds their links, hidden, beside the one in the open
 * popup. None with fewer than two such markers.
 */
function layerLinkGroup(container: HTMLElement, places: readonly MapPlace[]): HTMLElement | null {
  const links = places.flatMap((place) =>
    place.content.link?.mode === 'layer' ? [{ href: place.content.link.href, title: place.content.title }] : [],
  );
  if (links.length < 2) return null;
  const list = element('ul', 'sk-map__layer-links');
  list.hidden = true;
  for (const link of links) {
    const anchor = element('a', undefined, link.title);
    anchor.href = link.href;
    anchor.dataset.layerLink = '';
    anchor.dataset.titleshort = link.title;
    anchor.tabIndex = -1;
    const item = element('li');
    item.append(anchor);
    list.append(item);
  }
  container.dataset.layerGroup = '';
  container.append(list);
  return list;
}

/** Creates the map in `container` and resolves once its style has loaded. */
export async function createMap(container: HTMLElement, spec: MapSpec): Promise<MapHandle> {
  const maplibre = await loadMapLibre();
  const { config, texts } = spec;
  const tokenOrigin = (() => {
    try {
      return config.token && config.style !== OFFLINE_STYLE ? new URL(config.style).origin : null;
    } catch {
      return null;
    }
  })();
  const options: MapOptions = {
    container,
    style: styleUrl(config, spec.lang),
    center: config.initPosition,
    zoom: config.initZoom,
    minZoom: config.minZoom,
    maxZoom: config.maxZoom,
    cooperativeGestures: config.cooperativeGestures,
    attributionControl: { compact: true },
    locale: mapLibreLocale(texts),
    // A tile service's token goes with every request to the style's origin (SPEC §3.12 token).
    transformRequest: (url) => {
      if (!tokenOrigin || !url.startsWith(tokenOrigin)) return { url };
      const withToken = new URL(url);
      withToken.searchParams.set('access_token', config.token);
      return { url: withToken.href };
    },
  };
  const map = new maplibre.Map(options);
  if (!config.scrollZoom) map.scrollZoom.disable();
  map.getCanvas().setAttribute('aria-label', texts.region);

  if (config.showNavigationControl || config.showCompass) {
    map.addControl(
      new maplibre.NavigationControl({ showZoom: config.showNavigationControl, showCompass: config.showCompass }),
      config.navigationControlPosition,
    );
  }
  if (config.showGeolocateControl) map.addControl(new maplibre.GeolocateControl({}), config.navigationControlPosition);
  const touch = typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;
  if (config.fullscreen && (config.fullscreenDevice === 'all' || (config.fullscreenDevice === 'mobile') === touch)) {
    map.addControl(new maplibre.FullscreenControl({}), config.navigationControlPosition);
  }

  const markers: Marker[] = [];
  let popup: Popup | null = null;
  let searchMarker: Marker | null = null;

  const openPopup = (position: LngLat, content: HTMLElement, text: string, className?: string) => {
    popup?.remove();
    popup = new maplibre.Popup({
      maxWidth: `${spec.popupMaxWidth}px`,
      offset: POPUP_OFFSET_PX * config.markerScale,
      className: [config.popupClassName, className].filter(Boolean).join(' ') || undefined,
      focusAfterOpen: true,
    })
      .setLngLat(position)
      .setDOMContent(content)
      .addTo(map);
    spec.announce?.(text);
  };

  const markerButton = (label: string, className: string, size?: number): HTMLButtonElement => {
    const button = element('button', className);
    button.type = 'button';
    button.setAttribute('aria-label', label);
    if (size) {
      button.style.width = `${size}px`;
      button.style.height = `${size}px`;
    }
    return button;
  };

  // Markers (address and branch data): a pin-shaped button per place.
  for (const place of spec.places) {
    const button = markerButton(fill(texts.marker, { name: place.content.title }), 'sk-map-marker');
    // MapLibre positions the marker element with a transform: the pin shape is an inner element.
    button.append(element('span', 'sk-map-marker__pin'));
    button.style.setProperty('--sk-marker-color', config.markerColor);
    button.style.setProperty('--sk-marker-scale', String(config.markerScale));
    button.dataset.placeId = place.id;
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      openPopup(place.position, contactBlock(place.content, texts), popupText(place.content));
    });
    markers.push(new maplibre.Marker({ element: button, anchor: 'bottom' }).setLngLat(place.position).addTo(map));
  }
  const layerLinks = layerLinkGroup(container, spec.places);

  await new Promise<void>((resolve) => {
    if (map.loaded()) resolve();
    else map.once('load', () => resolve());
  });

  // Labels in the browser language (SPEC §4.10), also on a configured tile style.
  for (const layer of map.getStyle().layers ?? []) {
    if (layer.type !== 'symbol') continue;
    const field = map.getLayoutProperty(layer.id, 'text-field');
    if (field !== undefined && isNameLabel(field))
      map.setLayoutProperty(layer.id, 'text-field', labelExpression(spec.lang));
  }
  if (config.style !== OFFLINE_STYLE && map.getLayer('water')) {
    const type = map.getLayer('water')!.type;
    if (type === 'fill') map.setPaintProperty('water', 'fill-color', config.waterColor);
    if (type === 'background') map.setPaintProperty('water', 'background-color', config.waterColor);
  }

  // Clusters (SPEC §3.12, §4.10, §9.6): MapLibre clusters the GeoJSON; each visible cluster/point becomes a button.
  const clusterMarkers = new Map<string, Marker>();
  const pageUrl = window.location.href;
  if (spec.cluster) {
    // The source's own max zoom must lie above the cluster max zoom (20, SPEC §9.6).
    map.addSource('sk-cluster', {
      type: 'geojson',
      data: spec.cluster as unknown as GeoJSON.FeatureCollection,
      cluster: true,
      clusterRadius: CLUSTER.radius,
      clusterMaxZoom: CLUSTER.maxZoom,
      maxzoom: CLUSTER.maxZoom + 1,
    });
    // An invisible layer makes the source's tiles load; the buttons draw the circles.
    map.addLayer({
      id: 'sk-cluster-anchor',
      type: 'circle',
      source: 'sk-cluster',
      paint: { 'circle-radius': 0, 'circle-opacity': 0 },
    });
    const source = map.getSource('sk-cluster') as GeoJSONSource;
    const clusterClick = async (clusterId: number, position: LngLat) => {
      const zoom = await source.getClusterExpansionZoom(clusterId);
      if (zoom > config.maxZoom) {
        const leaves = await source.getClusterLeaves(clusterId, Infinity, 0);
        const list = element('div', 'sk-map-popup__leaves');
        const contents = leaves.map((leaf) =>
          clusterContent((leaf.properties ?? {}) as Partial<ClusterProperties>, pageUrl),
        );
        contents.forEach((content, index) => {
          // The first entry shows the contact block, the others their title (SPEC §4.10).
          list.append(index === 0 ? contactBlock(content, texts) : element('p', 'sk-map-popup__leaf', content.title));
        });
        openPopup(position, list, contents.map((content) => content.title).join(', '), 'sk-map-popup--leaves');
      } else {
        map.easeTo({ center: position, zoom });
      }
    };
    const sync = () => {
      if (!map.isSourceLoaded('sk-cluster')) return;
      const seen = new Set<string>();
      for (const feature of map.querySourceFeatures('sk-cluster')) {
        const props = (feature.properties ?? {}) as Record<string, unknown>;
        const position = (feature.geometry as GeoJSON.Point).coordinates as LngLat;
        const isCluster = Boolean(props.cluster);
        const key = isCluster ? `c${props.cluster_id}` : `p${position[0]},${position[1]}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (clusterMarkers.has(key)) continue;
        let button: HTMLButtonElement;
        if (isCluster) {
          const count = Number(props.point_count) || 0;
          button = markerButton(fill(texts.cluster, { count }), 'sk-map-cluster', clusterRadius(count) * 2);
          button.textContent = String(props.point_count_abbreviated ?? count);
          button.addEventListener('click', (event) => {
            event.stopPropagation();
            void clusterClick(Number(props.cluster_id), position);
          });
        } else {
          const content = clusterContent(props as Partial<ClusterProperties>, pageUrl);
          button = markerButton(
            fill(texts.marker, { name: content.title }),
            'sk-map-cluster sk-map-cluster--point',
            CLUSTER.pointRadius * 2,
          );
          button.addEventListener('click', (event) => {
            event.stopPropagation();
            openPopup(position, contactBlock(content, texts), popupText(content));
          });
        }
        button.style.setProperty('--sk-marker-color', config.markerColor);
        button.style.fontSize = `${CLUSTER.textSize}px`;
        button.dataset.lngLat = `${position[0]},${position[1]}`;
        clusterMarkers.set(key, new maplibre.Marker({ element: button }).setLngLat(position).addTo(map));
      }
      for (const [key, marker] of clusterMarkers) {
        if (!seen.has(key)) {
          marker.remove();
          clusterMarkers.delete(key);
        }
      }
    };
    map.on('sourcedata', (event) => {
      if (event.sourceId === 'sk-cluster' && event.isSourceLoaded) sync();
    });
    map.on('moveend', sync);
    sync();
  }

  // The current zoom, for styling and tests (e.g. to see that a cluster click eased in).
  const showZoom = () => (container.dataset.zoom = map.getZoom().toFixed(2));
  map.on('moveend', showZoom);

  // Bounds fitting (SPEC §9.6).
  const points = [
    ...spec.places.map((place) => place.position),
    ...(spec.cluster?.features.map((feature) => feature.geometry.coordinates) ?? []),
  ];
  const view = chooseView(points, {
    maxZoom: config.maxZoom,
    padding: config.fitBoundsPadding,
    filteredCluster: spec.filteredCluster,
  });
  if (view.kind === 'fit') map.fitBounds(view.bounds, { maxZoom: view.maxZoom, padding: view.padding, animate: false });
  showZoom();

  return {
    map,
    showSearchResult(position, label) {
      searchMarker?.remove();
      searchMarker = new maplibre.Marker({ color: config.searchMarkerColor, scale: config.markerScale })
        .setLngLat(position)
        .addTo(map);
      searchMarker.getElement().setAttribute('aria-label', label);
      map.flyTo({ center: position, zoom: Math.min(12, config.maxZoom) });
      spec.announce?.(label);
    },
    destroy() {
      layerLinks?.remove();
      delete container.dataset.layerGroup;
      popup?.remove();
      searchMarker?.remove();
      for (const marker of [...markers, ...clusterMarkers.values()]) marker.remove();
      map.remove();
    },
  };
}

export type { StyleSpecification };
