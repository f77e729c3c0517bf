/** Builds the Fastify app of the recruiting API. Tests call buildApp() against a fresh database on port 0. */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { seedDemoData } from '../seed/seed.ts';
import type { ApiConfig } from './config.ts';
import { errorBody, errorStatus, HttpError } from './errors.ts';
import documentsPlugin from './documents/plugin.ts';
import geoPlugin from './geo/plugin.ts';
import { RecruitingService } from './offers/recruiting-service.ts';
import { OfferStore } from './offers/store.ts';
import { adminRoutes } from './routes/admin.ts';
import { agentMatchRoutes } from './routes/agent-matches.ts';
import { assetRoutes } from './routes/assets.ts';
import { branchRoutes } from './routes/branches.ts';
import { embedScriptRoutes } from './routes/embed-script.ts';
import { API_HEADER } from './routes/common.ts';
import { facetRoutes } from './routes/facets.ts';
import { healthRoutes } from './routes/health.ts';
import { offerUrlRoutes } from './routes/offer-urls.ts';
import { searchRoutes } from './routes/search.ts';
import { MAX_PARAM_LENGTH, openapiRoutes, swaggerOptions } from './openapi/document.ts';
import { referencePageRoutes } from './openapi/reference-page.ts';

export interface BuildOptions {
  config: ApiConfig;
  /** Pino options; false silences logs (tests). */
  logger?: boolean | object;
  /** Register the geocoding plugin (src/geo); default true. */
  geo?: boolean;
  /** Register the documents plugin (src/documents); default true. */
  documents?: boolean;
  /** The embed bundle GET /meridian-recruiting.js serves; default the build's output (packages/recruiting). */
  embedScriptFile?: string;
}

/** A route as registered (HEAD routes Fastify adds for GET included): what the contract test holds the document to. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const LOCALHOST_ORIGIN = /^http:\/\/([a-z0-9-]+\.)*localhost(:\d{1,5})?$/;

export function loggerOptions(config: ApiConfig): object {
  // JSON lines (pino); debug only outside Production (SPEC §1).
  return { level: config.logLevel, base: { service: 'api' }, redact: ['req.headers.authorization'] };
}

export async function buildApp(
  options: BuildOptions,
): Promise<FastifyInstance & { recruiting: RecruitingService; registeredRoutes: RegisteredRoute[] }> {
  const { config } = options;
  const app: FastifyInstance = Fastify({
    logger: options.logger === undefined ? loggerOptions(config) : options.logger,
    // Query strings and bodies are bounded: nothing unbounded reaches the handlers.
    bodyLimit: 1024 * 1024,
    // A feed record carrying __proto__/constructor keys must not reject the whole batch (the default answers
    // 400): the keys are stripped, and the record is then judged on its own by the import's validation.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    ajv: { customOptions: { coerceTypes: false, allErrors: false } },
    // Errors the router raises before any route (a malformed URL such as `/%/`) get the catalogue body too.
    frameworkErrors: (error, _request, reply) => {
      const status = errorStatus(error);
      (reply as FastifyReply)
        .code(status)
        .header('Cache-Control', 'no-store')
        .send(errorBody(status, status === 400 ? { parameter: 'url', detail: 'malformed URL' } : {}));
    },
  });

  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  // Answers are sent as they are (JSON.stringify), not serialized through the response schemas: those document the
  // answers (OpenAPI), and the contract test checks real answers against them instead of a serializer bending the
  // answers to fit (dropping undocumented fields, coercing types).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const store = await OfferStore.open({ sqliteFile: config.sqliteFile, databaseUrl: config.databaseUrl });
  if (config.seedDemoData) await seedDemoData(store, { count: config.demoOfferCount, log: app.log });
  const service = new RecruitingService(store, {
    publicApiUrl: config.publicApiUrl,
    revisionPollMs: config.revisionPollMs,
    log: app.log,
  });
  await service.start();
  app.addHook('onClose', async () => {
    service.stop();
    await store.close();
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 503) reply.header('Retry-After', '5');
      return reply
        .code(error.statusCode)
        .header('Cache-Control', 'no-store')
        .send(errorBody(error.statusCode, { parameter: error.parameter, detail: error.detail }));
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const v = fe.validation[0];
      const parameter =
        (v?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
          (v?.params as { missingProperty?: string })?.missingProperty) ??
        fe.validationContext ??
        'request';
      return reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .send(errorBody(400, { parameter, detail: v?.message ?? 'invalid value' }));
    }
    const status = errorStatus(error);
    if (status === 500) request.log.error({ err: error }, 'request failed');
    // The database is away (restart, failover): fail fast and let the client retry instead of hanging.
    if (status === 503) {
      request.log.warn({ err: String(error) }, 'database unavailable');
      reply.header('Retry-After', '5');
    }
    // Never a stack trace or a database text: only the catalogue entry.
    return reply.code(status).header('Cache-Control', 'no-store').send(errorBody(status));
  });
  // Safety net: an error some plugin answers in its own format (e.g. @fastify/cors' text "Invalid Preflight
  // Request") still reaches the client as the catalogue's JSON.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      return payload;
    reply.header('content-type', 'application/json; charset=utf-8').header('Cache-Control', 'no-store');
    return JSON.stringify(errorBody(reply.statusCode));
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).header('Cache-Control', 'no-store').send(errorBody(404)));

  await app.register(cors, {
    origin: (origin, cb) => {
      if (!origin) return cb(null, false);
      cb(
        null,
        config.corsOrigins.includes(origin) || (config.corsAllowLocalhostSubdomains && LOCALHOST_ORIGIN.test(origin)),
      );
    },
    methods: ['GET', 'HEAD', 'PUT', 'OPTIONS'],
    allowedHeaders: [API_HEADER, 'content-type', 'authorization'],
    maxAge: 86_400,
    cacheControl: 86_400,
  });

  // Only routes that opt in (the feed import) are limited; searches are served from memory and cheap.
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new HttpError(429) });

  // Before the routes: it collects them as they are registered (src/openapi/document.ts).
  await app.register(swagger, swaggerOptions(config.publicApiUrl));

  await app.register(healthRoutes, { service });
  await app.register(searchRoutes, { service });
  await app.register(offerUrlRoutes, { service });
  await app.register(facetRoutes, { service });
  await app.register(branchRoutes, { service });
  await app.register(adminRoutes, { service, importToken: config.importToken, rateLimit: config.importRateLimit });
  await app.register(agentMatchRoutes, {
    service,
    importToken: config.importToken,
    rateLimit: config.agentMatchRateLimit,
  });
  await app.register(assetRoutes);
  await app.register(embedScriptRoutes, { publicApiUrl: config.publicApiUrl, file: options.embedScriptFile });
  if (options.geo !== false) await app.register(geoPlugin, {});
  if (options.documents !== false) {
    await app.register(documentsPlugin, {
      publicApiUrl: config.publicApiUrl,
      store: {
        getOfferDetail: (jobId: number, lang: string) => service.getDocumentOffer(jobId, lang),
        recordView: (jobId: number, tracking: string) => service.recordView(jobId, tracking),
      },
    });
  }

  await app.register(openapiRoutes);
  await app.register(referencePageRoutes, { publicApiUrl: config.publicApiUrl });

  await app.ready();
  return Object.assign(app, { recruiting: service, registeredRoutes });
}
