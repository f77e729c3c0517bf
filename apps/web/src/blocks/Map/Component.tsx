import '@meridian/site-kit/maps/maps.css';
import { getTranslator } from '@meridian/i18n';
import { SiteMap } from '@/blocks/lazy-client';
import {
  addressPlaces,
  clusterContent,
  clusterData,
  mapTexts,
  parseLatLong,
  type MapConfig,
} from '@meridian/site-kit/maps';
import type { MapBlock } from '@/payload-types';
import type { BlockPlace } from '../context';
import { geocoderUrl, mapDataUrl } from '@/recruiting/api-urls';

type Settings = NonNullable<MapBlock['settings']>;
const TOGGLES = [
  'scrollZoom',
  'fullscreen',
  'cooperativeGestures',
  'showSearch',
  'showNavigationControl',
  'showGeolocateControl',
  'showCompass',
] as const;

/** The editor's settings as map configuration: empty values and 'default' toggles leave the defaults in force. */
function editorConfig(settings: Settings | null | undefined): Partial<Record<keyof MapConfig, unknown>> {
  const s = (settings ?? {}) as Settings;
  const config: Partial<Record<keyof MapConfig, unknown>> = {
    style: s.style,
    token: s.token,
    initZoom: s.initZoom,
    waterColor: s.waterColor,
    markerColor: s.markerColor,
    searchMarkerColor: s.searchMarkerColor,
    markerScale: s.markerScale,
    popupMaxwidth: s.popupMaxwidth,
    popupClassName: s.popupClassName,
    fitBoundsPadding: s.fitBoundsPadding,
    minZoom: s.minZoom,
    maxZoom: s.maxZoom,
    ratio: s.ratio,
    fullscreenDevice: s.fullscreenDevice,
    navigationControlPosition: s.navigationControlPosition,
  };
  const position = parseLatLong(s.initPosition);
  if (position) config.initPosition = position;
  for (const key of TOGGLES) {
    const value = s[key];
    if (value === 'on' || value === 'off') config[key] = value === 'on';
  }
  return config;
}

/** The map content element: server part — data URLs, texts and the editor's settings for `SiteMap`. */
export function MapComponent({
  block,
  place,
  live,
  site,
  debug,
}: {
  block: MapBlock;
  place: BlockPlace;
  /** False in the side-navigation layer's static HTML: a list of the places instead of the map. */
  live: boolean;
  site: { key: string; legalName: string };
  debug: boolean;
}) {
  const t = getTranslator(place.locale.lang, place.voice);
  const settings = block.settings ?? {};
  if (!live) return <StaticMap block={block} listLabel={t('map.list')} />;
  const siteKey = site.key;
  // Version and geocoder version are required settings (SPEC §5.7): an emptied field is reported, not defaulted.
  const config = { ...editorConfig(settings) };
  const required = { version: settings.version ?? '', geocoderVersion: settings.geocoderVersion ?? '' };
  return (
    <section className="block-map container" aria-labelledby={block.heading ? `map-heading-${block.id}` : undefined}>
      {block.heading ? <h2 id={`map-heading-${block.id}`}>{block.heading}</h2> : null}
      <SiteMap
        id={block.id ?? 'map'}
        source={block.source}
        config={config}
        required={required}
        markers={(block.markers ?? []).map((marker) => ({
          latlong: marker.latlong,
          popupTitle: marker.popupTitle,
          routing: marker.routing,
          url: marker.url,
          popup: marker.popup ? '1' : '0',
        }))}
        geoJson={block.geoJson}
        geoJsonFilter={block.geoJsonFilter}
        dataUrl={mapDataUrl(block.source, block.dataRoute, siteKey)}
        geocoderUrl={geocoderUrl(settings.geocoderVersion ?? '')}
        variant={siteKey}
        legalName={site.legalName}
        texts={mapTexts(t)}
        preview={debug}
        force={Boolean(settings.forceLoad)}
        heading={block.heading}
      />
    </section>
  );
}

/**
 * The layer's static HTML (`?type=24818` has no client components): the heading and the locations as text. Branch
 * maps load their data in the browser, so the layer shows only their heading.
 */
function StaticMap({ block, listLabel }: { block: MapBlock; listLabel: string }) {
  const base = 'https://site.invalid/';
  const contents =
    block.source === 'cluster'
      ? (clusterData(block.geoJson, block.geoJsonFilter)?.features ?? []).map((feature) =>
          clusterContent(feature.properties, base),
        )
      : block.source === 'address' || block.source === 'address-recruiting'
        ? addressPlaces(
            (block.markers ?? []).map((marker) => ({
              latlong: marker.latlong,
              popupTitle: marker.popupTitle,
              routing: marker.routing,
            })),
            base,
          ).map((place) => place.content)
        : [];
  return (
    <section className="block-map container">
      {block.heading ? <h2>{block.heading}</h2> : null}
      {contents.length ? (
        <ul aria-label={listLabel}>
          {contents.map((content, index) => (
            <li key={index}>
              <strong>{content.title}</strong>
              {content.lines.length ? `, ${content.lines.join(', ')}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
