import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: apps/api/src → ../../.. (also right for the bundle in apps/api/dist). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ApiConfig {
  port: number;
  host: string;
  /** SQLite file (when databaseUrl is unset). */
  sqliteFile: string;
  /** postgres://… → PostgreSQL, schema `recruiting`. */
  databaseUrl?: string;
  publicApiUrl: string;
  /** Exact origins allowed by CORS. */
  corsOrigins: string[];
  /** Also allow http://*.localhost:<port> (development hosts of the four sites). */
  corsAllowLocalhostSubdomains: boolean;
  /** Bearer token of PUT /v4/admin/offers; unset disables the route (401). */
  importToken?: string;
  logLevel: string;
  production: boolean;
  /** How often each instance polls the offer revision (ms). */
  revisionPollMs: number;
  /** Seed demo data into an empty database at start. */
  seedDemoData: boolean;
  /** Number of demo offers seeded on first start. */
  demoOfferCount: number;
  /** PUT /v4/admin/offers: requests per minute and client address (failed sign-ins count too). */
  importRateLimit: number;
  /** POST /v4/admin/agent-matches: requests per minute and client address (a scheduler sends one per 1,000 agents). */
  agentMatchRateLimit: number;
}

function intFromEnv(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR || 'data');
  const databaseUrl = env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : undefined;
  const corsList = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    port: intFromEnv(env.API_PORT, 3001, 'API_PORT'),
    host: env.HOST || '0.0.0.0',
    sqliteFile: path.join(dataDir, 'recruiting.db'),
    databaseUrl,
    publicApiUrl: (env.PUBLIC_API_URL || 'http://localhost:3001').replace(/\/+$/, ''),
    corsOrigins: corsList.length ? corsList : ['http://localhost:3000'],
    corsAllowLocalhostSubdomains: corsList.length === 0,
    importToken: env.IMPORT_TOKEN || undefined,
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'debug'),
    production,
    revisionPollMs: intFromEnv(env.REVISION_POLL_MS, 500, 'REVISION_POLL_MS'),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    demoOfferCount: intFromEnv(env.DEMO_OFFER_COUNT, 3000, 'DEMO_OFFER_COUNT'),
    importRateLimit: intFromEnv(env.IMPORT_RATE_LIMIT, 30, 'IMPORT_RATE_LIMIT'),
    agentMatchRateLimit: intFromEnv(env.AGENT_MATCH_RATE_LIMIT, 600, 'AGENT_MATCH_RATE_LIMIT'),
  };
}
