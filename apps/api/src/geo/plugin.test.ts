import Fastify, { type FastifyInstance } from 'fastify';
import type { GeocodingFeature, GeocodingResponse } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import geoPlugin from './plugin.ts';

const BROWSER_QS =
  'autocomplete=true&types=place,region,postcode&proximity=ip&limit=5&language=de&country=de,at,ch&access_token=pk.test';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(geoPlugin);
  await app.ready();
});
afterAll(() => app.close());

async function geocode(
  text: string,
  qs = BROWSER_QS,
): Promise<{ status: number; body: GeocodingResponse; headers: Record<string, unknown> }> {
  const res = await app.inject(`/geocoding/v5/mapbox.places/${encodeURIComponent(text)}.json?${qs}`);
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
const names = (features: GeocodingFeature[]): string[] => features.map((f) => f.place_name);

describe('geocoding route', () => {
  it('answers the maps service shape with localized keys and cache headers', async () => {
    const { status, body, headers } = await geocode('München');
    expect(status).toBe(200);
    expect(headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(body.type).toBe('FeatureCollection');
    expect(body.query).toEqual(['münchen']);
    const [first] = body.features;
    expect(first).toMatchObject({
      id: 'place.2867714',
      type: 'Feature',
      place_type: ['place'],
      text: 'München',
      place_name: 'München, Bayern, Deutschland',
      text_de: 'München',
      place_name_de: 'München, Bayern, Deutschland',
      geometry: { type: 'Point' },
    });
    expect(first!.center).toEqual(first!.geometry.coordinates);
    expect(first!.center[0]).toBeCloseTo(11.575, 2);
    expect(first!.center[1]).toBeCloseTo(48.137, 2);
  });

  it('matches prefixes case-, accent- and umlaut-insensitively', async () => {
    for (const text of ['mün', 'munchen', 'MUENCHEN', 'Münch']) {
      expect((await geocode(text)).body.features[0]?.text).toBe('München');
    }
    expect((await geocode('Zurich')).body.features[0]?.place_name).toBe('Zürich, Zürich, Schweiz');
    expect((await geocode('koeln')).body.features[0]?.text).toBe('Köln');
    expect((await geocode('Biel/Bienne')).body.features[0]?.text).toBe('Biel/Bienne'); // an encoded '/' in the query
    expect((await geocode('St. Gallen')).body.features[0]?.text).toBe('St. Gallen');
  });

  it('ranks exact before prefix, then by population', async () => {
    const berlin = (await geocode('Berlin')).body.features;
    expect(berlin[0]).toMatchObject({ text: 'Berlin', place_type: ['place'], place_name: 'Berlin, Deutschland' });
    const ber = names((await geocode('Ber')).body.features);
    expect(ber[0]).toBe('Berlin, Deutschland');
    expect(ber).toContain('Bern, Bern, Schweiz');
    const frank = names((await geocode('Frankfurt')).body.features);
    expect(frank.slice(0, 2)).toEqual([
      'Frankfurt am Main, Hessen, Deutschland',
      'Frankfurt (Oder), Brandenburg, Deutschland',
    ]);
  });

  it('names each suggestion once: a city state is the town, not also its region of the same name', async () => {
    for (const [typed, city] of [
      ['Berlin', 'Berlin, Deutschland'],
      ['Ber', 'Berlin, Deutschland'],
      ['Hamburg', 'Hamburg, Deutschland'],
      ['Hamb', 'Hamburg, Deutschland'],
      ['Bremen', 'Bremen, Bremen, Deutschland'],
      ['Wien', 'Wien, Österreich'],
    ] as const) {
      const found = names((await geocode(typed)).body.features);
      expect(
        found.filter((name) => name === city),
        `${typed}: ${found.join(' | ')}`,
      ).toHaveLength(1);
      expect(new Set(found).size, `${typed}: ${found.join(' | ')}`).toBe(found.length);
      for (const lang of ['en', 'fr', 'es']) {
        const localized = (
          await geocode(typed, BROWSER_QS.replace('language=de', `language=${lang}`))
        ).body.features.map((f) => f[`place_name_${lang}`]);
        expect(new Set(localized).size, `${typed} (${lang}): ${localized.join(' | ')}`).toBe(localized.length);
      }
    }
    // Still five suggestions where there are five places to suggest.
    expect((await geocode('Ham')).body.features).toHaveLength(5);
  });

  it('lets proximity lift nearby towns', async () => {
    const plain = (await geocode('Halle', 'types=place')).body.features[0]!;
    expect(plain.text).toBe('Halle'); // exact 'Halle' (Westf.) beats the prefix 'Halle (Saale)'
    const nearSaale = (await geocode('Hal', 'types=place&proximity=11.97,51.48')).body.features[0]!;
    expect(nearSaale.text).toBe('Halle (Saale)');
  });

  it('finds postcodes with their place, and towns through their postcodes', async () => {
    const munich = (await geocode('80331')).body.features;
    expect(munich[0]).toMatchObject({
      id: 'postcode.DE.80331',
      place_type: ['postcode'],
      text: '80331',
      place_name: '80331 München, Bayern, Deutschland',
    });
    expect(munich[1]).toMatchObject({ text: 'München', place_type: ['place'] });

    const vienna = (await geocode('1010')).body.features;
    expect(vienna[0]).toMatchObject({ id: 'postcode.AT.1010', place_name: '1010 Wien, Österreich' });
    const viennaPlace = (await geocode('1010', 'types=place&country=at')).body.features;
    expect(viennaPlace.map((f) => f.place_name)).toEqual(['Wien, Österreich']);

    expect(
      (await geocode('803')).body.features.every((f) => f.place_name.includes('München') || f.text.startsWith('803')),
    ).toBe(true);
  });

  it("understands 'zip city', 'city zip' and the full name filled back into the field", async () => {
    expect((await geocode('10115 Berlin')).body.features[0]?.place_name).toBe('10115 Berlin, Deutschland');
    expect((await geocode('80331 Mün')).body.features[0]?.text).toBe('80331');
    expect((await geocode('80331 Hamburg')).body.features).toEqual([]);
    expect((await geocode('Zürich 8001')).body.features[0]?.place_name).toBe('8001 Zürich, Zürich, Schweiz');
    expect((await geocode('München, Bayern, Deutschland')).body.features[0]?.place_name).toBe(
      'München, Bayern, Deutschland',
    );
  });

  it('gives names in the requested languages', async () => {
    const en = (await geocode('Munich', 'language=en')).body.features[0]!;
    expect(en).toMatchObject({
      text: 'Munich',
      place_name: 'Munich, Bavaria, Germany',
      text_en: 'Munich',
      place_name_en: 'Munich, Bavaria, Germany',
    });
    const multi = (await geocode('Wien', 'language=fr,pl,es&types=place')).body.features[0]!;
    expect(multi).toMatchObject({
      text: 'Vienne',
      text_fr: 'Vienne',
      text_pl: 'Wiedeń',
      text_es: 'Viena',
      place_name_pl: 'Wiedeń, Austria',
    });
    expect((await geocode('Geneva', 'language=de')).body.features[0]?.place_name_de).toBe('Genf, Genf, Schweiz');
    expect((await geocode('Genf', 'language=fr')).body.features[0]?.place_name_fr).toBe('Genève, Genève, Suisse');
  });

  it('honours types, country and limit', async () => {
    const regions = (await geocode('Bay', 'types=region')).body.features;
    expect(regions.map((f) => f.place_name)).toEqual(['Bayern, Deutschland']);
    const at = (await geocode('Salz', 'country=at&types=place&limit=10')).body.features;
    expect(at.length).toBeGreaterThan(1);
    expect(at.every((f) => f.place_name.endsWith('Österreich'))).toBe(true);
    expect((await geocode('Sankt', 'limit=10')).body.features).toHaveLength(10);
    expect((await geocode('Sankt', 'limit=2')).body.features).toHaveLength(2);
    expect((await geocode('Sankt')).body.features).toHaveLength(5);
    expect((await geocode('80331', 'types=region')).body.features).toEqual([]);
    expect((await geocode('Paris')).body.features).toEqual([]);
  });

  it('answers 400 naming the parameter, never 500', async () => {
    const cases: [string, string, string][] = [
      ['x', 'limit=0', 'limit'],
      ['x', 'limit=abc', 'limit'],
      ['x', 'types=city', 'types'],
      ['x', 'proximity=1000,2', 'proximity'],
      ['x', 'language=xx', 'language'],
      ['x', 'country=germany', 'country'],
      ['x', 'limit=1&limit=2', 'limit'],
      [' ;; ', '', 'query'],
      ['a'.repeat(101), '', 'query'],
    ];
    for (const [text, qs, parameter] of cases) {
      const { status, body } = await geocode(text, qs);
      expect(status, `${text.slice(0, 10)} ${qs}`).toBe(400);
      expect(body).toMatchObject({ status: 400, title: 'Bad Request', parameter });
    }
    const noSuffix = await app.inject('/geocoding/v5/mapbox.places/Berlin');
    expect(noSuffix.statusCode).toBe(404);
    const odd = await app.inject('/geocoding/v5/mapbox.places/%E0%A4%A.json');
    expect(odd.statusCode).toBeLessThan(500);
    const long = await geocode('ü'.repeat(100), '');
    expect(long.status).toBe(200); // 600 encoded characters still reach the handler
  });
});
