import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import geoPlugin from './plugin.ts';

const app = Fastify();
beforeAll(async () => {
  await app.register(geoPlugin);
  await app.ready();
});
afterAll(() => app.close());

const param = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('place', 'de', '5', 'ip', '11.5,48.1', 'true', 'de,at'),
);

it('never answers 500, whatever the query text and parameters', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.string({ maxLength: 120, unit: 'grapheme' }),
      param,
      param,
      param,
      param,
      param,
      async (text, types, limit, language, proximity, country) => {
        const query: Record<string, string> = {};
        for (const [k, v] of Object.entries({ types, limit, language, proximity, country }))
          if (v !== undefined) query[k] = v;
        const res = await app.inject({ url: `/geocoding/v5/mapbox.places/${encodeURIComponent(text)}.json`, query });
        expect([200, 400, 404]).toContain(res.statusCode);
        const body = res.json();
        if (res.statusCode === 200) expect(body.type).toBe('FeatureCollection');
        else expect(body.status).toBe(res.statusCode);
      },
    ),
    { numRuns: 300 },
  );
});
