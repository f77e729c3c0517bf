import '@meridian/site-kit/maps/maps.css';
import { getTranslator } from '@meridian/i18n';
import { SiteMap } from '@/blocks/lazy-client';
import { addressPlaces, clusterContent, clusterData, mapTexts } from '@meridian/site-kit/maps';
import type { MapBlock } from '@/payload-types';
import type { BlockPlace } from '../context';
import { geocoderUrl, mapDataUrl } from '@/recruiting/api-urls';
import { mapWireSettings } from './presets';

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
  if (!live) return <StaticMap block={block} listLabel={t('map.list')} />;
  const siteKey = site.key;
  // The preset (or the advanced settings) in the wire format. Version and geocoder version are required settings
  // (SPEC §5.7): an emptied custom field is reported on the site, not defaulted.
  const { config, required, force } = mapWireSettings(block.preset, block.settings);
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
        geocoderUrl={geocoderUrl(required.geocoderVersion)}
        variant={siteKey}
        legalName={site.legalName}
        texts={mapTexts(t)}
        preview={debug}
        force={force}
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
