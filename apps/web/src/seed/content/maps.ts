/**
 * Demo maps on every site's contact page: the address map (head office with routing and a marker URL
 * opening the "about" page in the popup layer, a careers centre opening the career page there), the branch map (map data call of the recruiting API: brand C's
 * own source type rst_branches, a routed data call on the others) and a cluster map from page GeoJSON.
 */
import type { Localized, SeedBlock, SeedSite, SiteKey } from './types.ts';

const L = (de: string, en: string, fr: string, es: string): Localized => ({ de, en, fr, es });

interface Office {
  title: string;
  parent: string;
  name: string;
  street: string;
  zip: string;
  city: string;
  fon: string;
  email: string;
  lat: number;
  lon: number;
}

/** Head office coordinates of each site's contact address ('lat,long' as editors type them, longer than 7 characters). */
const HEAD_OFFICE_LATLONG: Record<SiteKey, string> = {
  group: '51.25302,6.756041',
  'brand-a': '48.804011,9.187012',
  'brand-b': '53.548034,10.024113',
  'brand-c': '48.139001,11.585012',
};

/** A second address marker near the head office. */
const CAREERS_CENTRE_LATLONG: Record<SiteKey, string> = {
  group: '51.24612,6.772208',
  'brand-a': '48.79853,9.201734',
  'brand-b': '53.553215,10.006872',
  'brand-c': '48.133872,11.570106',
};

/** The branch map of each site: brand C's branch source; the others a routed data call on their company's records. */
const BRANCH_SOURCE: Record<SiteKey, { source: 'rst_branches' | 'route'; dataRoute?: string }> = {
  group: { source: 'route', dataRoute: '/v4/data/mapbranches/1' },
  'brand-a': { source: 'route', dataRoute: '/v4/data/mapbranches/2' },
  'brand-b': { source: 'route', dataRoute: '/v4/data/mapbranches/3' },
  'brand-c': { source: 'rst_branches' },
};

const office = (
  title: string,
  parent: string,
  street: string,
  zip: string,
  city: string,
  lat: number,
  lon: number,
  domain: string,
  name?: string,
): Office => ({
  title,
  parent,
  name: name ?? title,
  street,
  zip,
  city,
  fon: '+49 800 555 0100',
  // Umlauts spelled out (München → muenchen@), not dropped (mnchen@).
  email: `${title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z]+/g, '')}@${domain}`,
  lat,
  lon,
});

/** Offices per region; two share a building (stay clustered above max zoom), one is listed twice (dropped). */
export function offices(domain: string): Office[] {
  return [
    office('Hamburg', 'Nord', 'Große Elbstraße 145', '22767', 'Hamburg', 53.5461, 9.9397, domain),
    office('Hamburg Projektbüro', 'Nord', 'Große Elbstraße 145', '22767', 'Hamburg', 53.54612, 9.93972, domain),
    office('Bremen', 'Nord', 'Am Wall 140', '28195', 'Bremen', 53.0793, 8.8017, domain),
    office('Bremen (Doppeleintrag)', 'Nord', 'Am Wall 140', '28195', 'Bremen', 53.0793, 8.8017, domain),
    office('Hannover', 'Nord', 'Georgstraße 36', '30159', 'Hannover', 52.3759, 9.732, domain),
    office('Berlin', 'Ost', 'Friedrichstraße 68', '10117', 'Berlin', 52.52, 13.405, domain),
    office('Leipzig', 'Ost', 'Petersstraße 32', '04109', 'Leipzig', 51.3397, 12.3731, domain),
    office('Köln', 'West', 'Mathias-Brüggen-Straße 85', '50829', 'Köln', 50.9375, 6.9603, domain),
    office('Düsseldorf', 'West', 'Königsallee 92', '40212', 'Düsseldorf', 51.2277, 6.7735, domain),
    office('Frankfurt', 'Mitte', 'Mainzer Landstraße 50', '60325', 'Frankfurt am Main', 50.1109, 8.6821, domain),
    office('Stuttgart', 'Süd', 'Heilbronner Straße 86', '70191', 'Stuttgart', 48.7758, 9.1829, domain),
    office('München', 'Süd', 'Leopoldstraße 244', '80807', 'München', 48.1351, 11.582, domain),
    office('Nürnberg', 'Süd', 'Südwestpark 37', '90449', 'Nürnberg', 49.4521, 11.0767, domain),
  ];
}

export function clusterGeoJson(list: Office[]): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: list.map(({ lat, lon, ...properties }) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lon, lat] },
      properties: { type: 'office', ...properties },
    })),
  });
}

function mapBlocks(site: SeedSite): SeedBlock[] {
  const key = site.key;
  const domain = site.contact.email.split('@')[1] ?? 'example.com';
  const contact = site.contact;
  const address = `${contact.street}, ${contact.zip} ${contact.city}`;
  return [
    {
      blockType: 'map',
      heading: L('Anfahrt', 'How to find us', 'Comment venir', 'Cómo llegar'),
      source: 'address',
      markers: [
        {
          latlong: HEAD_OFFICE_LATLONG[key],
          popupTitle: {
            de: `${site.legalName} – Zentrale`,
            en: `${site.legalName} – head office`,
            fr: `${site.legalName} – siège`,
            es: `${site.legalName} – sede central`,
          },
          routing: address,
          page: 'about',
          popup: true,
        },
        {
          // A second URL in the popup layer: the two are its previous/next entries (arrows, swipe).
          latlong: CAREERS_CENTRE_LATLONG[key],
          popupTitle: {
            de: `${site.legalName} – Karrierezentrum`,
            en: `${site.legalName} – careers centre`,
            fr: `${site.legalName} – centre carrières`,
            es: `${site.legalName} – centro de empleo`,
          },
          page: 'career',
          popup: true,
        },
      ],
    },
    {
      blockType: 'map',
      heading: L('Unsere Standorte', 'Our offices', 'Nos sites', 'Nuestras sedes'),
      ...BRANCH_SOURCE[key],
    },
    {
      blockType: 'map',
      heading: L('Standorte nach Region', 'Offices by region', 'Sites par région', 'Sedes por región'),
      source: 'cluster',
      geoJson: clusterGeoJson(offices(domain)),
    },
  ];
}

/** The site with its demo maps appended to the contact page. */
export function withDemoMaps(site: SeedSite): SeedSite {
  return {
    ...site,
    pages: site.pages.map((page) =>
      page.key === 'contact' ? { ...page, layout: [...page.layout, ...mapBlocks(site)] } : page,
    ),
  };
}
