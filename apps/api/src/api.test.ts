/** The HTTP API through app.inject(), against real SQLite and real PostgreSQL. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '@meridian/contracts';
import { buildApp } from './app.ts';
import { STATUS_CATALOGUE } from './errors.ts';
import { DIALECTS, openTestDatabase, testConfig, type TestDatabase } from './test-support/databases.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
const H = { 'x-meridian-api': '' };

for (const dialect of DIALECTS) {
  describe(`recruiting API on ${dialect}`, () => {
    let db: TestDatabase | undefined;
    let app: App;

    beforeAll(async () => {
      db = await openTestDatabase(dialect);
      if (!db) return;
      app = await buildApp({ config: testConfig(db), logger: false, geo: dialect === 'sqlite', documents: true });
    });
    afterAll(async () => {
      await app?.close();
      await db?.drop();
    });
    const get = (url: string, headers: Record<string, string> = H) => app.inject({ method: 'GET', url, headers });
    const search = async (qs: string) => {
      const res = await get(`/v4/recruiting/search?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as SearchResponse;
    };

    it('answers /health after checking the database', async (ctx) => {
      if (!db) return ctx.skip();
      const res = await get('/health', {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: dialect, offers: 600 });
    });

    it('requires the x-meridian-api header on search and details (403 with the catalogue text)', async (ctx) => {
      if (!db) return ctx.skip();
      for (const url of ['/v4/recruiting/search', '/v4/recruiting/details/100001']) {
        const res = await get(url, {});
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ status: 403, ...STATUS_CATALOGUE[403] });
      }
      expect((await get('/v4/recruiting/search', { 'x-meridian-api': 'any' })).statusCode).toBe(200);
    });

    it('returns the §3.8 search response with disjunctive counts per facet', async (ctx) => {
      if (!db) return ctx.skip();
      const body = await search('count=kestrel&limit=5');
      expect(Object.keys(body).sort()).toEqual(
        ['counts', 'has_more', 'initial', 'matches', 'status', 'success', 'total', 'total_found'].sort(),
      );
      expect(body).toMatchObject({
        status: 200,
        success: true,
        initial: true,
        has_more: true,
        total: 600,
        total_found: 600,
      });
      expect(body.matches).toHaveLength(5);
      expect(Object.keys(body.counts).sort()).toEqual([
        'internalCareers',
        'jobtypes',
        'range',
        'staffResponsibilities',
        'targetgroup',
        'types',
        'workplacetypes',
      ]);
      expect(body.counts.types!['3'] + body.counts.types!['4']).toBe(600);
      const jobs = await search('count=kestrel&type=3&limit=0');
      expect(jobs.total_found).toBe(body.counts.types!['3']);
      expect(jobs.counts.types).toEqual(body.counts.types);
      expect(jobs.initial).toBe(false);
      const m = body.matches[0];
      for (const key of [
        'njobid',
        'urlpart',
        'sjobbez',
        'typeId',
        'sniederlassungbez',
        'nniederlassungid',
        'uselocation_city',
        'uselocation_country',
        'seinsatzbereichbez',
        'neinsatzfachbereichset',
        'nzielgruppeset',
        'inhouseRecruiting',
        'tags',
      ]) {
        expect(m).toHaveProperty(key);
      }
    });

    it('searches around a point: nentfernung in km, ordered by distance, counts per radius option', async (ctx) => {
      if (!db) return ctx.skip();
      const body = await search('lat=48.1351&lon=11.582&radius=100&count=kestrel&limit=50');
      expect(body.matches.length).toBeGreaterThan(0);
      const d = body.matches.map((x) => x.nentfernung!);
      expect(d.every((x) => typeof x === 'number' && x <= 100)).toBe(true);
      expect([...d].sort((a, b) => a - b)).toEqual(d);
      expect(Object.keys(body.counts.radius!)).toEqual(['25', '50', '100', '200']);
      expect(body.counts.radius!['100']).toBe(body.total_found);
    });

    it('finds by keyword with stems and a typed prefix, and pages with has_more', async (ctx) => {
      if (!db) return ctx.skip();
      const full = await search('query=Ingenieure&limit=100');
      const prefix = await search('query=ingen&limit=100');
      expect(full.total_found).toBeGreaterThan(0);
      expect(prefix.total_found).toBeGreaterThanOrEqual(full.total_found);
      const p1 = await search('query=ingen&limit=3');
      const p2 = await search('query=ingen&limit=3&offset=3&total=false');
      expect(p1.has_more).toBe(true);
      expect(p2.total).toBe(0);
      expect(p2.total_found).toBe(p1.total_found);
      expect(p1.matches.concat(p2.matches).map((x) => x.njobid)).toEqual(
        prefix.matches.slice(0, 6).map((x) => x.njobid),
      );
    });

    it('suggests job titles with the count a search for each finds, in the asked language', async (ctx) => {
      if (!db) return ctx.skip();
      const suggest = async (qs: string) => {
        const res = await get(`/v4/recruiting/suggestions?${qs}`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { suggestions: { title: string; count: number }[] }).suggestions;
      };
      const german = await suggest('query=ingen&company=kestrel');
      expect(german.length).toBeGreaterThan(0);
      expect(german.length).toBeLessThanOrEqual(5);
      for (const { title, count } of german) {
        expect(title).toMatch(/ingenieur/i);
        expect(title).not.toMatch(/m\/w\/d/);
        expect((await search(`query=${encodeURIComponent(title)}&company=kestrel`)).total_found).toBe(count);
      }
      expect(german.map((s) => s.count)).toEqual([...german.map((s) => s.count)].sort((a, b) => b - a));
      const english = await suggest('query=engin&lang=en');
      expect(english.every(({ title }) => /engineer/i.test(title))).toBe(true);
      // Jobs only: the counts follow the other parameters too.
      for (const { title, count } of await suggest('query=ingen&type=3'))
        expect((await search(`query=${encodeURIComponent(title)}&type=3`)).total_found).toBe(count);
      expect(await suggest('query=in')).toEqual([]);
      expect(await suggest('query=%F0%9F%99%82%F0%9F%99%82%F0%9F%99%82')).toEqual([]);
      expect((await get('/v4/recruiting/suggestions?query=ingen', {})).statusCode).toBe(403);
      const tooLong = await get(`/v4/recruiting/suggestions?query=${'x'.repeat(101)}`);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ parameter: 'query' });
    });

    it('says which spelling it searched for when a word was found only as a typo', async (ctx) => {
      if (!db) return ctx.skip();
      const typo = await search('query=Ingeneur%20Automatisirung');
      expect(typo.total_found).toBeGreaterThan(0);
      expect(typo.did_you_mean?.query).toBe('ingenieur automatisierung');
      expect(typo.did_you_mean?.total_found).toBe((await search('query=ingenieur%20automatisierung')).total_found);
      expect((await search('query=Ingenieur')).did_you_mean).toBeUndefined();
      expect((await search('query=Ingen')).did_you_mean).toBeUndefined();
      expect((await search('query=Xylophonbauer')).did_you_mean).toBeUndefined();
    });

    it('hyphenates titles, localizes by lang and honours branch=113 and inhouse=true', async (ctx) => {
      if (!db) return ctx.skip();
      const h = await search('hyphen=override&limit=3');
      expect(h.matches.some((x) => x.sjobbez_hyphen!.includes('\u00ad'))).toBe(true);
      h.matches.forEach((x) => expect(x.sjobbez_hyphen!.replaceAll('\u00ad', '')).toBe(x.sjobbez));
      const en = await search('lang=en&limit=1');
      expect(en.matches[0].sjobbez).toMatch(/\(m\/f\/d\)|^[A-Z]/);
      // French and Spanish pages (brand A) get French and Spanish titles, in list and detail, hyphenated alike.
      const de = await search('lang=de&limit=20');
      const fr = await search('lang=fr&limit=20&hyphen=override');
      const es = await search('lang=es&limit=20');
      expect(fr.matches.map((x) => x.njobid)).toEqual(de.matches.map((x) => x.njobid));
      for (const [i, x] of fr.matches.entries()) {
        expect(x.sjobbez).not.toBe(de.matches[i]!.sjobbez);
        expect(x.sjobbez_hyphen!.replaceAll('\u00ad', '')).toBe(x.sjobbez);
        if (x.typeId === 3) expect(x.sjobbez).toMatch(/\(H\/F\)$/);
      }
      for (const x of es.matches) if (x.typeId === 3) expect(x.sjobbez).toMatch(/\(H\/M\)$/);
      const detail = (
        await get(`/v4/recruiting/details/${fr.matches[0]!.njobid}?prepare=active&hyphen=active&lang=fr`)
      ).json();
      expect(detail.sjobbez).toBe(fr.matches[0]!.sjobbez);
      expect((await search('lang=fr&query=ingenieur&limit=5')).total_found).toBeGreaterThan(0);
      const hq = await search('branch=113&limit=100&count=velora');
      expect(hq.matches.every((x) => x.nniederlassungid === 113)).toBe(true);
      const inhouse = await search('inhouse=true&limit=100&count=velora');
      expect(inhouse.matches.every((x) => x.inhouseRecruiting)).toBe(true);
      const unfiltered = await search('limit=0&count=velora');
      expect(inhouse.total_found).toBe(unfiltered.counts.internalCareers!.inhouse);
      expect(hq.total_found).toBe(unfiltered.counts.internalCareers!.headquarter);
      // Each internal-career count ignores its own filter but applies the other one.
      expect(inhouse.counts.internalCareers!.headquarter).toBe(hq.counts.internalCareers!.inhouse);
    });

    it('rejects bad parameters with 400 naming the parameter', async (ctx) => {
      if (!db) return ctx.skip();
      for (const [qs, parameter] of [
        ['lat=95&lon=1', 'lat'],
        ['limit=500', 'limit'],
        ['radius=300', 'radius'],
        ['faculty=1,x', 'faculty'],
        [`query=${'a'.repeat(101)}`, 'query'],
      ]) {
        const res = await get(`/v4/recruiting/search?${qs}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 400, title: 'Bad Request', parameter });
      }
    });

    it('never answers 500 to random query strings, always well-formed JSON (property)', async (ctx) => {
      if (!db) return ctx.skip();
      const names = [
        'query',
        'lat',
        'lon',
        'radius',
        'branch',
        'type',
        'limit',
        'offset',
        'faculty',
        'target',
        'count',
        'lang',
        'tag',
        'total',
        'hyphen',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 20 })), { maxLength: 6 }),
          async (pairs) => {
            const qs = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
            const res = await get(`/v4/recruiting/search?${qs}`);
            expect([200, 400]).toContain(res.statusCode);
            const body = res.json();
            if (res.statusCode === 400) expect(names).toContain(body.parameter);
            else expect(body.success).toBe(true);
          },
        ),
        { numRuns: 150 },
      );
    });

    it('serves the offer detail with sanitised HTML, default photo, e-mail fallback and QR code', async (ctx) => {
      if (!db) return ctx.skip();
      const first = (await search('limit=1')).matches[0];
      const res = await get(
        `/v4/recruiting/details/${first.njobid}?prepare=active&hyphen=active&qrCodeUrl=${encodeURIComponent('https://brand-a.localhost:3000/de/de/karriere/1/x')}`,
      );
      expect(res.statusCode).toBe(200);
      const d = res.json();
      expect(d.njobid).toBe(first.njobid);
      expect(d.sjobbez_hyphen.replaceAll('\u00ad', '')).toBe(d.sjobbez);
      expect(d.sanspbild['480x480']).toBe('http://api.test/v4/assets/contact-default-480x480.png');
      expect(d.qrcode).toBe(
        `http://api.test/v4/qrcode?data=${encodeURIComponent('https://brand-a.localhost:3000/de/de/karriere/1/x')}`,
      );
      expect(d.sanspemail).toBeTruthy();
      for (const k of [
        'seinleitung_html',
        'saufgabe_html',
        'sbenefits_html',
        'svoraussetzung_html',
        'sabbinder_html',
        'sjobnr',
        'sorganisationbez',
        'sstrasse',
        'splz',
        'sort',
        'slandbez',
        'ssprachenr',
        'uselocation_latitude',
        'uselocation_longitude',
      ]) {
        expect(d).toHaveProperty(k);
      }
      expect((await get('/v4/recruiting/details/999999999')).json()).toEqual({});
      expect((await get('/v4/recruiting/details/abc')).statusCode).toBe(400);
      const png = await get('/v4/assets/contact-default-480x480.png', {});
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    });

    it("lists a company's active offers for sitemaps, paged by job id, with publication date on the detail", async (ctx) => {
      if (!db) return ctx.skip();
      const all = await get('/v4/recruiting/offer-urls?company=kestrel');
      expect(all.statusCode, all.body).toBe(200);
      const body = all.json() as {
        total: number;
        offers: { njobid: number; urlpart: string; typeId: number; lastmod: string }[];
      };
      expect(body.total).toBe((await search('company=kestrel&limit=0')).total_found);
      expect(body.offers).toHaveLength(body.total);
      const ids = body.offers.map((o) => o.njobid);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      for (const o of body.offers.slice(0, 5)) {
        expect(o.urlpart).toMatch(/^[a-z0-9-]+$/);
        expect(Number.isNaN(Date.parse(o.lastmod))).toBe(false);
      }
      const page = (await get('/v4/recruiting/offer-urls?company=2&offset=3&limit=4')).json() as typeof body;
      expect(page.offers.map((o) => o.njobid)).toEqual(ids.slice(3, 7));
      const detail = (await get(`/v4/recruiting/details/${ids[0]}`)).json();
      expect(detail.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(detail.countryCode).toMatch(/^[A-Z]{2}$/);
      for (const qs of [
        '',
        'company=nobody',
        'company=kestrel&limit=0',
        'company=kestrel&limit=50001',
        'company=kestrel&offset=-1',
        'company=kestrel&limit=abc',
      ]) {
        expect((await get(`/v4/recruiting/offer-urls?${qs}`)).statusCode, qs).toBe(400);
      }
      expect((await get('/v4/recruiting/offer-urls?company=kestrel', {})).statusCode).toBe(403);
    });

    it('lists branches, map data and the seven facet lists in the §3.9 shapes, localized', async (ctx) => {
      if (!db) return ctx.skip();
      const hq = (await get('/v4/data/branches/1/113?type=1,2,3,4&extended=true', {})).json();
      // The group's head office in Düsseldorf (Kaiserswerther Straße, as on the group site), branch 113 (SPEC §9.1).
      expect(hq).toEqual([
        expect.objectContaining({
          id: 113,
          name: 'Zentrale',
          city: 'Düsseldorf',
          zip: '40474',
          latitude: 51.253,
          longitude: 6.756,
          street: 'Kaiserswerther Straße 115',
          fon: expect.any(String),
        }),
      ]);
      expect((await get('/v4/data/branches/2/0', {})).json().length).toBe(19);
      expect((await get('/v4/data/branches/x/1', {})).statusCode).toBe(400);
      const map = (await get('/v4/data/mapbranches/4', {})).json();
      expect(map.some((b: { name: string }) => b.name === 'Zentrale')).toBe(true);
      expect(Object.keys(map[0]).sort()).toEqual([
        'city',
        'email',
        'fon',
        'latitude',
        'longitude',
        'name',
        'street',
        'zip',
      ]);
      // The group's map shows every brand's branches: each at its own spot and told apart by its brand.
      const group = (await get('/v4/data/mapbranches/1', {})).json() as {
        name: string;
        latitude: number;
        longitude: number;
      }[];
      expect(group).toHaveLength(46);
      expect(new Set(group.map((b) => b.name)).size).toBe(46);
      expect(new Set(group.map((b) => `${b.latitude},${b.longitude}`)).size).toBe(46);
      expect(
        group
          .filter((b) => b.name.endsWith('Niederlassung Hamburg'))
          .map((b) => b.name)
          .sort(),
      ).toEqual([
        'Halden Recruiting – Niederlassung Hamburg',
        'Kestrel Engineering – Niederlassung Hamburg',
        'Niederlassung Hamburg',
      ]);
      expect(group.filter((b) => b.name === 'Zentrale')).toHaveLength(1);
      const ranges = (await get('/v4/recruiting/ranges?faculties=true&lang=en', {})).json();
      const technik = ranges.find((r: { seinsatzbereichnr: string }) => r.seinsatzbereichnr === 'TECHNIK');
      expect(technik.seinsatzbereichbez).toBe('Engineering');
      expect(technik.faculties[0]).toEqual({ nfachbereichid: 1, sfachbereichbez: 'Mechanical Engineering' });
      expect((await get('/v4/recruiting/targetgroups?lang=fr', {})).json()[0]).toEqual({
        nzielgruppeid: 1,
        szielgruppebez: 'Jeunes diplômés',
      });
      for (const list of ['types', 'staffresponsibilities', 'jobtypes', 'workplacetypes', 'internalcareers']) {
        const res = await get(`/v4/recruiting/${list}?lang=es`, {});
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toMatch(/max-age/);
        expect(res.json()[0]).toEqual({ id: expect.anything(), name: expect.any(String) });
      }
      expect((await get('/v4/recruiting/internalcareers', {})).json().map((x: { id: string }) => x.id)).toEqual([
        'inhouse',
        'headquarter',
      ]);
    });

    it('answers CORS preflights for site origins with a cached preflight, not for others', async (ctx) => {
      if (!db) return ctx.skip();
      const pre = await app.inject({
        method: 'OPTIONS',
        url: '/v4/recruiting/search',
        headers: {
          origin: 'http://brand-a.localhost:3000',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-meridian-api',
        },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('http://brand-a.localhost:3000');
      expect(String(pre.headers['access-control-allow-headers'])).toContain('x-meridian-api');
      expect(pre.headers['access-control-max-age']).toBe('86400');
      const evil = await app.inject({
        method: 'OPTIONS',
        url: '/v4/recruiting/search',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answers unknown routes with 404 JSON and describes itself in /v4/openapi.json', async (ctx) => {
      if (!db) return ctx.skip();
      const res = await get('/v4/nothing', {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, ...STATUS_CATALOGUE[404] });
      const doc = (await get('/v4/openapi.json', {})).json();
      expect(doc.openapi).toMatch(/^3\./);
      for (const p of [
        '/v4/recruiting/search',
        '/v4/recruiting/details/{jobId}',
        '/v4/data/branches/{companyId}/{branchId}',
        '/v4/recruiting/ranges',
        '/v4/admin/offers',
      ]) {
        expect(doc.paths).toHaveProperty([p]);
      }
    });

    it('wires the documents plugin: PDF of an offer, QR code, tracking pixel counting views', async (ctx) => {
      if (!db) return ctx.skip();
      const first = (await search('limit=1')).matches[0];
      const pdf = await get(`/v2/pdf/export/de/de/${first.urlpart}-${first.njobid}/compressed/`, {});
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((await get('/v2/pdf/export/de/de/x-999999999/compressed/', {})).statusCode).toBe(404);
      const qr = await get(`/v4/qrcode?data=${encodeURIComponent('https://example.org/x')}`, {});
      expect(qr.statusCode).toBe(200);
      const before = await app.recruiting.store.countViews(first.njobid);
      const gif = await get(`/${first.njobid}/newsletter/trackingpixel.gif?chash=abc`, {});
      expect(gif.statusCode).toBe(200);
      // The pixel counts without making the browser wait: poll for the count.
      await vi.waitFor(async () => expect(await app.recruiting.store.countViews(first.njobid)).toBe(before + 1), {
        timeout: 2000,
      });
      expect((await get('/999999999/newsletter/trackingpixel.gif', {})).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      expect(await app.recruiting.store.countViews(999999999)).toBe(0); // unknown offers are not counted
    });
  });
}
