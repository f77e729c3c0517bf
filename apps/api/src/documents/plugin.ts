/**
 * Documents of an offer (SPEC §7.7, §3.7):
 *   GET /v2/pdf/export/{targetmarket}/{language}/{urlpart}-{jobId}/compressed/  → the offer as PDF
 *   GET /v4/qrcode?data={http(s) URL}                                          → QR code PNG
 *   GET /{jobId}/{tracking}/trackingpixel.gif?chash=…                          → 1×1 GIF, counts a view
 * The store is injected: the core owns offers and view counts; this plugin only renders.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { OfferDetail } from '@meridian/contracts';
import { brandFor } from './brand-variants.ts';
import { isDocumentLanguage, type DocumentLanguage } from './labels.ts';
import { PDF_LAYOUT_VERSION, renderOfferPdf } from './offer-pdf.ts';
import { isPrintable, type DocumentOffer } from './offer-text.ts';
import { errorBody, errorStatus } from '../errors.ts';
import { qrDataProblem, renderQrPng } from './qr-code.ts';
import { documentedPath, errorResponses, etagHeader, mediaResponse, notModified } from '../routes/schemas.ts';
import { TRANSPARENT_GIF, isTrackingKey, parseJobId } from './tracking-pixel.ts';

export interface DocumentStore {
  /**
   * The offer detail in `lang` (SPEC §3.7), ideally with `companyId` (brand look) and `updatedAt` (Last-Modified);
   * undefined or `{}` when the offer is unknown or withdrawn.
   */
  getOfferDetail(jobId: number, lang: string): Promise<DocumentOffer | OfferDetail | Record<string, never> | undefined>;
  /** Counts one view of the offer under the tracking key. */
  recordView(jobId: number, tracking: string): Promise<void>;
}

export interface DocumentsPluginOptions {
  store: DocumentStore;
  /** The `{api}` base the browser uses, e.g. 'http://localhost:3001'; printed as the PDF's online address. */
  publicApiUrl: string;
  /** `Cache-Control: public, max-age` of PDFs in seconds; default 3600. */
  pdfMaxAgeSeconds?: number;
}

const PDF_CACHE_ENTRIES = 32;

const documentsPlugin: FastifyPluginAsync<DocumentsPluginOptions> = async (app, options) => {
  const { store } = options;
  const publicApiUrl = options.publicApiUrl.replace(/\/+$/, '');
  const pdfMaxAge = options.pdfMaxAgeSeconds ?? 3600;
  const rendered = new LruCache<string, Buffer>(PDF_CACHE_ENTRIES);

  app.setErrorHandler((error, request, reply) => {
    const validation = (error as { validation?: { instancePath?: string }[] }).validation;
    if (validation) {
      return sendError(reply, 400, {
        parameter: validation[0]?.instancePath?.replace(/^\//, '') || 'request',
        detail: 'invalid value',
      });
    }
    const status = errorStatus(error);
    if (status === 500) request.log.error({ err: error }, 'documents route failed');
    return sendError(reply, status);
  });

  // A wildcard, not params: long offer slugs would exceed Fastify's default maxParamLength (100) and give 404.
  app.get('/v2/pdf/export/*', { schema: PDF_SCHEMA, config: PDF_PATH }, async (request, reply) => {
    const target = parsePdfPath((request.params as { '*'?: string })['*'] ?? '');
    if (!target) return sendError(reply, 404);
    const offer = await store.getOfferDetail(target.jobId, target.language);
    if (!isPrintable(offer) || offer.njobid !== target.jobId) return sendError(reply, 404);

    const etag = `W/"${hash(`${PDF_LAYOUT_VERSION}|${target.targetmarket}|${target.language}|${JSON.stringify(offer)}`)}"`;
    const filename = `${safeFilename(offer.urlpart || 'offer')}-${offer.njobid}.pdf`;
    reply
      .header('Cache-Control', `public, max-age=${pdfMaxAge}`)
      .header('ETag', etag)
      .header('Vary', 'Accept-Encoding');
    const lastModified = offer.updatedAt ? new Date(offer.updatedAt) : undefined;
    if (lastModified && !Number.isNaN(lastModified.getTime()))
      reply.header('Last-Modified', lastModified.toUTCString());
    if (etagMatches(request, etag)) return reply.code(304).send();

    let pdf = rendered.get(etag);
    if (!pdf) {
      const canonicalUrl = `${publicApiUrl}/v2/pdf/export/${target.targetmarket}/${target.language}/${offer.urlpart ? offer.urlpart + '-' : ''}${offer.njobid}/compressed/`;
      pdf = await renderOfferPdf({ offer, lang: target.language, brand: brandFor(offer.companyId), canonicalUrl });
      rendered.set(etag, pdf);
    }
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${filename}"`)
      .send(pdf);
  });

  app.get('/v4/qrcode', { schema: QR_SCHEMA }, async (request, reply) => {
    const data = (request.query as { data?: unknown }).data;
    const problem = qrDataProblem(data);
    if (problem) return sendError(reply, 400, { parameter: 'data', detail: problem });
    const etag = `W/"${hash(`qr1|${data as string}`)}"`;
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
    if (etagMatches(request, etag)) return reply.code(304).send();
    return reply.header('Content-Type', 'image/png').send(await renderQrPng(data as string));
  });

  app.get('/:jobId/:tracking/trackingpixel.gif', { schema: PIXEL_SCHEMA }, async (request, reply) => {
    const params = request.params as { jobId: string; tracking: string };
    const jobId = parseJobId(params.jobId);
    if (jobId === undefined) return sendError(reply, 400, { parameter: 'jobId', detail: 'must be a positive integer' });
    if (isTrackingKey(params.tracking)) {
      // Counting must never cost the page its pixel: not awaited, failures only logged.
      Promise.resolve()
        .then(() => store.recordView(jobId, params.tracking))
        .catch((err: unknown) => request.log.warn({ err, jobId }, 'tracking pixel: recording the view failed'));
    } else {
      request.log.debug({ jobId }, 'tracking pixel: invalid tracking key, view not counted');
    }
    return reply
      .header('Content-Type', 'image/gif')
      .header('Cache-Control', 'no-store')
      .header('Pragma', 'no-cache')
      .send(TRANSPARENT_GIF);
  });
};

/** Route schemas for the OpenAPI document; the handlers check the values themselves (404/400 as the spec wants). */
const PDF_SCHEMA = {
  operationId: 'getOfferPdf',
  summary: 'The offer as PDF',
  description:
    'SPEC §7.7: `/v2/pdf/export/{targetmarket}/{language}/{urlpart}-{jobId}/compressed/` (the trailing slash is optional). ' +
    'Shown inline; weak ETag and Last-Modified, 304 on a matching If-None-Match.',
  tags: ['documents'],
  security: [],
  params: { type: 'object', properties: { '*': { type: 'string' } } },
  response: {
    200: mediaResponse('application/pdf', 'The PDF.', {
      ...etagHeader,
      'Last-Modified': { type: 'string', description: 'last change of the offer' },
      'Content-Disposition': { type: 'string', description: 'inline; filename="{urlpart}-{jobId}.pdf"' },
    }),
    304: notModified,
    ...errorResponses({ 404: 'The offer is unknown or withdrawn, or the path is malformed.', 503: '' }),
  },
} as const;
/** The path the document shows for the wildcard: parsePdfPath() reads these. */
const PDF_PATH = documentedPath('/v2/pdf/export/:targetmarket/:language/:offer/compressed', {
  targetmarket: { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'target market code, e.g. de, at' },
  language: { type: 'string', enum: ['de', 'en', 'fr', 'es'], description: 'language of the document (any case)' },
  offer: { type: 'string', pattern: '^(.*-)?[1-9][0-9]{0,9}$', description: '{urlpart}-{jobId}, or the job id alone' },
});
const QR_SCHEMA = {
  operationId: 'getQrCode',
  summary: 'QR code PNG of an http(s) URL',
  description: 'Cached for a year (immutable); weak ETag, 304 on a matching If-None-Match.',
  tags: ['documents'],
  security: [],
  querystring: {
    type: 'object',
    properties: { data: { type: 'string', description: 'absolute http(s) URL, at most 2000 characters (required)' } },
  },
  response: {
    200: mediaResponse('image/png', 'The QR code.', etagHeader),
    304: notModified,
    ...errorResponses({ 400: '`data` is missing or not an http(s) URL of at most 2000 characters.' }),
  },
} as const;
const PIXEL_SCHEMA = {
  operationId: 'getTrackingPixel',
  summary: 'Tracking pixel: a 1×1 GIF that counts a view of the offer',
  description:
    'Views are counted for valid tracking keys of known offers; the pixel is sent in any case (never cached).',
  tags: ['documents'],
  security: [],
  params: {
    type: 'object',
    properties: {
      jobId: { type: 'string', description: 'positive integer (else 400)' },
      tracking: { type: 'string', description: '[A-Za-z0-9_-]{1,64}; other keys are not counted' },
    },
    required: ['jobId', 'tracking'],
  },
  querystring: {
    type: 'object',
    properties: { chash: { type: 'string', description: 'time-based hash (cache buster), ignored' } },
  },
  response: {
    200: mediaResponse('image/gif', 'The 1×1 transparent GIF.'),
    ...errorResponses({ 400: '`jobId` is not a positive integer.' }),
  },
} as const;

export interface PdfTarget {
  targetmarket: string;
  language: DocumentLanguage;
  jobId: number;
}

/** '{targetmarket}/{language}/{urlpart}-{jobId}/compressed/' (the trailing slash optional). */
export function parsePdfPath(path: string): PdfTarget | undefined {
  const parts = path.replace(/\/$/, '').split('/');
  if (parts.length !== 4 || parts[3] !== 'compressed') return undefined;
  const [targetmarket = '', languageRaw = '', slug = ''] = parts;
  const language = languageRaw.toLowerCase();
  if (!/^[a-z]{2}$/i.test(targetmarket) || !isDocumentLanguage(language)) return undefined;
  const match = /^(?:.*-)?(\d+)$/.exec(slug);
  const jobId = match ? parseJobId(match[1]!) : undefined;
  if (jobId === undefined) return undefined;
  return { targetmarket: targetmarket.toLowerCase(), language, jobId };
}

function safeFilename(text: string): string {
  return (
    text
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120) || 'offer'
  );
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 27);
}

/** If-None-Match with a list of (weak or strong) tags or '*'; compared weakly. */
function etagMatches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string): string => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The §8 error body of the API (errors.ts); a 400 names its parameter. */
function sendError(reply: FastifyReply, status: number, extra?: { parameter: string; detail: string }): FastifyReply {
  // The database is away: the client may retry, as everywhere in the API.
  if (status === 503) reply.header('Retry-After', '5');
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Type', 'application/json; charset=utf-8')
    .send(errorBody(status, extra));
}

/** A small least-recently-used cache: repeated downloads of the same PDF are not rendered again. */
class LruCache<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly capacity: number) {}
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as K);
  }
}

export default documentsPlugin;
