/** What a marker shows (its popup and its line in the text alternative), from each kind of map data. */
import { displayName, type BranchRecord, type MapVariant } from './branches.ts';
import type { ClusterProperties } from './geojson.ts';
import { parseLatLong, type LngLat } from './latlong.ts';
import { markerLink, routingUrl, type MarkerLink } from './links.ts';

export interface PlaceContent {
  title: string;
  /** Address lines (street; zip city). */
  lines: string[];
  fon: string;
  email: string;
  /** Route-planner URL (new tab). */
  routing: string | null;
  link: MarkerLink | null;
}

export interface MapPlace {
  id: string;
  position: LngLat;
  content: PlaceContent;
}

const joinNonEmpty = (...parts: (string | undefined)[]) => parts.filter((part) => part && part.trim()).join(' ');

export function branchPlaces(
  records: BranchRecord[],
  variant: MapVariant,
  legalName: string | null | undefined,
): MapPlace[] {
  return records.map((record, index) => ({
    id: `branch-${index}`,
    position: record.position,
    content: {
      title: displayName(record, variant, legalName),
      lines: [record.street, joinNonEmpty(record.zip, record.city)].filter(Boolean),
      fon: record.fon,
      email: record.email,
      routing: null,
      link: null,
    },
  }));
}

/** Address marker data of SPEC §3.12 (editor input). */
export interface AddressMarkerInput {
  latlong?: string | null;
  routing?: string | null;
  url?: string | null;
  popupTitle?: string | null;
  popup?: string | boolean | null;
}

/** Address markers with a valid `latlong`; the others are skipped (and reported by the caller). */
export function addressPlaces(markers: AddressMarkerInput[], pageUrl: string, planner?: string): MapPlace[] {
  const places: MapPlace[] = [];
  markers.forEach((marker, index) => {
    const position = parseLatLong(marker.latlong);
    if (!position) return;
    const routing = routingUrl(marker.routing, planner);
    places.push({
      id: `address-${index}`,
      position,
      content: {
        title: marker.popupTitle?.trim() || marker.routing?.trim() || '',
        lines: marker.routing?.trim() ? [marker.routing.trim()] : [],
        fon: '',
        email: '',
        routing,
        link: markerLink(marker.url, marker.popup, pageUrl),
      },
    });
  });
  return places;
}

/** A cluster leaf's popup content: the contact block (SPEC §3.12 feature properties). */
export function clusterContent(properties: Partial<ClusterProperties>, pageUrl: string): PlaceContent {
  return {
    title: properties.title || properties.name || '',
    lines: [
      properties.title && properties.name && properties.name !== properties.title ? properties.name : '',
      properties.street ?? '',
      joinNonEmpty(properties.zip, properties.city),
    ].filter(Boolean),
    fon: properties.fon ?? '',
    email: properties.email ?? '',
    routing: null,
    link: markerLink(properties.link, false, pageUrl),
  };
}
