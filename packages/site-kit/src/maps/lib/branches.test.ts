import { describe, expect, it } from 'vitest';
import { displayName, mailHref, mapVariant, parseBranchRecords, phoneHref } from './branches.ts';
import { markerLink, routingUrl } from './links.ts';
import { browserLanguage, labelExpression } from './labels.ts';

describe('map data records (SPEC §3.12, §7.5)', () => {
  it('keeps records with a name and coordinates', () => {
    const records = parseBranchRecords([
      {
        name: 'Zentrale',
        street: 'Taunusanlage 8',
        zip: '60329',
        city: 'Frankfurt am Main',
        fon: '+49 69 1',
        email: 'z@x.example',
        latitude: 50.11,
        longitude: 8.68,
      },
      { name: 'No position', latitude: 'x', longitude: 1 },
      { latitude: 1, longitude: 1 },
      'junk',
    ])!;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ name: 'Zentrale', city: 'Frankfurt am Main', position: [8.68, 50.11] });
    expect(parseBranchRecords({ error: true })).toBeNull();
  });

  it('shows the head office under the legal name for brand C only', () => {
    expect(displayName({ name: 'Zentrale' }, mapVariant('brand-c'), 'Halden Recruiting GmbH')).toBe(
      'Halden Recruiting GmbH',
    );
    expect(displayName({ name: 'Niederlassung Wien' }, mapVariant('brand-c'), 'Halden Recruiting GmbH')).toBe(
      'Niederlassung Wien',
    );
    expect(displayName({ name: 'Zentrale' }, mapVariant('group'), 'Velora Group AG')).toBe('Zentrale');
    expect(mapVariant('brand-c').branchPopupMaxWidth).toBe(360);
    expect(mapVariant('__proto__')).toBe(mapVariant('default'));
  });

  it('builds contact links', () => {
    expect(phoneHref('+49 (0)69 2713 95-0')).toBe('tel:+490692713950');
    expect(phoneHref('n/a')).toBeNull();
    expect(mailHref('a@b.example')).toBe('mailto:a@b.example');
    expect(mailHref('javascript:alert(1)')).toBeNull();
  });
});

describe('marker links (SPEC §2.6)', () => {
  const page = 'http://brand-a.localhost:3000/de/de/kontakt';
  it('routes to the destination address in daddr', () => {
    expect(routingUrl('Königsallee 92, 40212 Düsseldorf')).toBe(
      'https://maps.google.com/maps?daddr=K%C3%B6nigsallee+92%2C+40212+D%C3%BCsseldorf',
    );
    expect(routingUrl('  ')).toBeNull();
    expect(routingUrl('x', 'javascript:alert(1)')).toBeNull();
  });

  it('opens same-site URLs flagged popup=1 in the layer with type=24818', () => {
    expect(markerLink('/de/de/about?x=1#top', '1', page)).toEqual({
      mode: 'layer',
      href: '/de/de/about?x=1#top',
      layerUrl: '/de/de/about?x=1&type=24818',
    });
  });

  it('opens other URLs in a new tab', () => {
    expect(markerLink('/de/de/about', '0', page)).toEqual({
      mode: 'tab',
      href: 'http://brand-a.localhost:3000/de/de/about',
    });
    expect(markerLink('https://other.example/x', '1', page)).toEqual({ mode: 'tab', href: 'https://other.example/x' });
    expect(markerLink('javascript:alert(1)', '1', page)).toBeNull();
    expect(markerLink('', '1', page)).toBeNull();
  });
});

describe('labels in the browser language (SPEC §4.10)', () => {
  it('takes the primary subtag', () => {
    expect(browserLanguage(['fr-CH', 'de'])).toBe('fr');
    expect(browserLanguage([], 'de-DE')).toBe('de');
    expect(browserLanguage(undefined, '')).toBe('en');
  });
  it('falls back to the default then the local name', () => {
    expect(labelExpression('es')).toEqual(['coalesce', ['get', 'name_es'], ['get', 'name'], ['get', 'name_local']]);
  });
});

describe('marker contents', async () => {
  const { addressPlaces, branchPlaces, clusterContent } = await import('./places.ts');
  const page = 'http://localhost:3000/de/de';
  it('skips address markers without a valid latlong and builds routing and links', () => {
    const places = addressPlaces(
      [
        {
          latlong: '53.07930001,8.80170009',
          routing: 'Am Wall 140, 28195 Bremen',
          url: '/de/de/kontakt',
          popup: '1',
          popupTitle: 'Zentrale Bremen',
        },
        { latlong: 'nowhere', popupTitle: 'Broken' },
      ],
      page,
    );
    expect(places).toHaveLength(1);
    expect(places[0]).toMatchObject({
      position: [8.8017, 53.0793],
      content: {
        title: 'Zentrale Bremen',
        routing: expect.stringContaining('daddr=Am+Wall+140'),
        link: { mode: 'layer' },
      },
    });
  });
  it('builds branch and cluster contact blocks', () => {
    const [place] = branchPlaces(
      [
        {
          name: 'Zentrale',
          street: 'Taunusanlage 8',
          zip: '60329',
          city: 'Frankfurt am Main',
          fon: '+49',
          email: 'a@b.example',
          position: [8.68, 50.11],
        },
      ],
      mapVariant('brand-c'),
      'Halden Recruiting GmbH',
    );
    expect(place!.content).toMatchObject({
      title: 'Halden Recruiting GmbH',
      lines: ['Taunusanlage 8', '60329 Frankfurt am Main'],
    });
    expect(
      clusterContent(
        {
          title: 'Hamburg',
          name: 'Velora Hamburg',
          street: 'Große Elbstraße 145',
          zip: '22767',
          city: 'Hamburg',
          link: 'https://x.example',
        },
        page,
      ),
    ).toMatchObject({
      title: 'Hamburg',
      lines: ['Velora Hamburg', 'Große Elbstraße 145', '22767 Hamburg'],
      link: { mode: 'tab', href: 'https://x.example/' },
    });
  });
});
