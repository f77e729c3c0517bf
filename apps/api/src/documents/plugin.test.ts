import Fastify, { type FastifyInstance } from 'fastify';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import documentsPlugin, { parsePdfPath, type DocumentStore } from './plugin.ts';
import type { DocumentOffer } from './offer-text.ts';
import { sampleOffer } from './test-fixtures.ts';

/** In-memory stand-in for the core's store (the plugin's injected dependency). */
class FakeStore implements DocumentStore {
  offers = new Map<number, DocumentOffer>();
  views: [number, string][] = [];
  failViews = false;
  detailCalls: [number, string][] = [];
  async getOfferDetail(jobId: number, lang: string): Promise<DocumentOffer | Record<string, never> | undefined> {
    this.detailCalls.push([jobId, lang]);
    const offer = this.offers.get(jobId);
    if (jobId === 500) throw new Error('connection refused: secret-db-host:5432');
    if (!offer) return jobId === 999 ? {} : undefined; // 999: withdrawn, answered as an empty detail
    return lang === 'en'
      ? {
          ...offer,
          sjobbez: 'Project Engineer Electrical (m/f/d)',
          saufgabe_headline: 'Your tasks',
          sbenefits_headline: 'What we offer',
          svoraussetzung_headline: 'Your profile',
        }
      : offer;
  }
  async recordView(jobId: number, tracking: string): Promise<void> {
    if (this.failViews) throw new Error('database down');
    this.views.push([jobId, tracking]);
  }
}

const store = new FakeStore();
let app: FastifyInstance;
const PDF_URL = '/v2/pdf/export/de/de/projektingenieur-elektrotechnik-muenchen-48211/compressed/';

beforeAll(async () => {
  store.offers.set(48211, sampleOffer());
  store.offers.set(
    7,
    sampleOffer({
      njobid: 7,
      typeId: 4,
      sjobbez: 'SAP-Berater (Projekt)',
      companyId: 3,
      annualSalaryMaximum: null,
      sanspemail: null,
    }),
  );
  app = Fastify({ logger: false });
  await app.register(documentsPlugin, { store, publicApiUrl: 'http://localhost:3001/' });
  await app.ready();
});
afterAll(() => app.close());

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' '); // lines wrap wherever the layout breaks them
}

describe('PDF export', () => {
  it('renders the offer as a compressed A4 PDF with all its parts as text', async () => {
    const res = await app.inject(PDF_URL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="projektingenieur-elektrotechnik-muenchen-48211.pdf"',
    );
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.headers['etag']).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['last-modified']).toBe('Fri, 20 Nov 2026 08:15:00 GMT');
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.toString('latin1')).toContain('/FlateDecode');
    expect(body.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const text = await pdfText(body);
    for (const expected of [
      'Projektingenieur Elektrotechnik (m/w/d) für Großprojekte',
      'Kestrel Engineering',
      'Ihre Aufgaben',
      'Ihr Profil',
      'Was wir Ihnen bieten',
      'STELLENANGEBOT',
      'IHR KONTAKT',
      'Dr. Jörg Weißmüller',
      'Senior Recruiter',
      '+49 89 123456-78',
      'joerg.weissmueller@kestrel.example',
      'Leopoldstraße 112',
      '80802 München',
      'Referenznummer: KE-2026-48211',
      'Hybrid',
      'Vollzeit',
      '62.000 - 78.000 €',
      'München, Deutschland',
      'Koordination der Gewerke und Abstimmung mit Bauherren & Behörden',
      'frühestmöglichen',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/<\/?(p|ul|li|strong|em)>|&amp;/);
  });

  it('uses the requested language for labels and asks the store in it', async () => {
    const res = await app.inject('/v2/pdf/export/de/en/projektingenieur-elektrotechnik-muenchen-48211/compressed/');
    expect(res.statusCode).toBe(200);
    expect(store.detailCalls).toContainEqual([48211, 'en']);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Reference number: KE-2026-48211');
    expect(text).toContain('YOUR CONTACT'); // box titles are set in capitals
    expect(text).toContain('Project Engineer Electrical (m/f/d)');
    expect(text).toContain('62,000 - 78,000 €');
    const fr = await pdfText((await app.inject('/v2/pdf/export/ch/fr/x-48211/compressed')).rawPayload);
    expect(fr).toContain('Numéro de référence');
    const es = await pdfText((await app.inject('/v2/pdf/export/es/ES/x-48211/compressed/')).rawPayload);
    expect(es).toContain('Número de referencia');
  });

  it("prints a project in its company's look, without salary when one bound is missing", async () => {
    const res = await app.inject('/v2/pdf/export/de/de/sap-berater-7/compressed/');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('PROJEKTANGEBOT');
    expect(text).toContain('Brightwork Personal');
    expect(text).toContain('jobs@kestrel.example'); // contact e-mail falls back to semail
    expect(text).not.toContain('62.000');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject(PDF_URL);
    const etag = first.headers['etag'] as string;
    const again = await app.inject({ url: PDF_URL, headers: { 'if-none-match': `"other", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    const otherLanguage = await app.inject('/v2/pdf/export/de/en/x-48211/compressed/');
    expect(otherLanguage.headers['etag']).not.toBe(etag);
  });

  it('answers 404 with the §8 body for unknown, withdrawn and malformed requests', async () => {
    for (const url of [
      '/v2/pdf/export/de/de/unknown-123/compressed/',
      '/v2/pdf/export/de/de/withdrawn-999/compressed/',
      '/v2/pdf/export/de/pl/x-48211/compressed/',
      '/v2/pdf/export/de/xx/x-48211/compressed/',
      '/v2/pdf/export/de/de/x-0/compressed/',
      '/v2/pdf/export/de/de/x-abc/compressed/',
      '/v2/pdf/export/de/de/x--5/compressed/',
      '/v2/pdf/export/de/de/x-99999999999/compressed/',
      '/v2/pdf/export/de/de/x-48211/',
      '/v2/pdf/export/deu/de/x-48211/compressed/',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: 404, title: 'Not found', message: 'The requested resource was not found.' });
    }
  });

  it('answers 500 with the catalogue text, never the store error, when the store fails', async () => {
    const res = await app.inject('/v2/pdf/export/de/de/x-500/compressed/');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 500,
      title: 'Internal server error',
      message: 'An unexpected error has occurred.',
    });
  });

  it('parses the path', () => {
    expect(parsePdfPath('de/de/a-b-c-42/compressed/')).toEqual({ targetmarket: 'de', language: 'de', jobId: 42 });
    expect(parsePdfPath('AT/EN/42/compressed')).toEqual({ targetmarket: 'at', language: 'en', jobId: 42 });
    expect(parsePdfPath('de/de/a-42/other/')).toBeUndefined();
  });
});

describe('QR code', () => {
  it('encodes an http(s) URL as a PNG that decodes back, cacheable', async () => {
    const url = 'https://www.kestrel.example/karriere/48211/projektingenieur?utm_source=messe&utm_medium=qr';
    const res = await app.inject({ url: '/v4/qrcode', query: { data: url } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const png = PNG.sync.read(res.rawPayload);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(url);

    const cached = await app.inject({
      url: '/v4/qrcode',
      query: { data: url },
      headers: { 'if-none-match': res.headers['etag'] as string },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('rejects missing, long and non-http data with 400 naming the parameter', async () => {
    const queries: Record<string, string>[] = [
      {},
      { data: 'javascript:alert(1)' },
      { data: 'not a url' },
      { data: 'ftp://example.com/x' },
      { data: 'https://x.example/' + 'a'.repeat(2000) },
    ];
    for (const query of queries) {
      const res = await app.inject({ url: '/v4/qrcode', query });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, title: 'Bad Request', parameter: 'data' });
    }
    const repeated = await app.inject('/v4/qrcode?data=https://a.example&data=https://b.example');
    expect(repeated.statusCode).toBe(400);
  });
});

describe('tracking pixel', () => {
  it('answers a 43-byte transparent GIF, uncached, and counts the view', async () => {
    store.views = [];
    const res = await app.inject('/48211/jobboard_de-12/trackingpixel.gif?chash=1f3a9c');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.length).toBe(43);
    expect(res.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    await new Promise((r) => setImmediate(r));
    expect(store.views).toEqual([[48211, 'jobboard_de-12']]);
  });

  it('still sends the GIF when the tracking key is invalid or the store fails', async () => {
    store.views = [];
    const invalid = await app.inject(`/48211/${'x'.repeat(65)}/trackingpixel.gif`);
    expect(invalid.statusCode).toBe(200);
    expect(invalid.rawPayload.length).toBe(43);
    store.failViews = true;
    const failing = await app.inject('/48211/abc/trackingpixel.gif');
    store.failViews = false;
    expect(failing.statusCode).toBe(200);
    expect(failing.rawPayload.length).toBe(43);
    await new Promise((r) => setImmediate(r));
    expect(store.views).toEqual([]);
  });

  it('answers 400 for a job id that is not a positive integer', async () => {
    for (const id of ['abc', '0', '-1', '1.5']) {
      const res = await app.inject(`/${id}/abc/trackingpixel.gif`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, parameter: 'jobId' });
    }
  });
});
