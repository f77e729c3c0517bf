#!/usr/bin/env node
// Job agents on the web side, one run at scale (`npm run bench` runs it; alone: node scripts/bench/job-agents.mjs
// [--quick] [--agents=N] [--skip-send]): the built web server and recruiting API as in production, N active agents (100,000; 5,000
// with --quick) seeded straight into the CMS database (SQLite; PostgreSQL when DATABASE_URL is set: a fresh database
// on that server, dropped afterwards), the API with 100,000 offers of which 1,000 are new since the agents were
// confirmed, and a real SMTP server in this process. It runs one scheduler pass (POST /api/job-agents/run?step=pass:
// claim, match, record, queue) and then the sending (?step=send), and measures a page of the same web process
// before (idle) and during each, as ratios against the idle figures of the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { SMTPServer } from 'smtp-server';
import pg from 'pg';
import {
  buildApi,
  buildWeb,
  freePort,
  root,
  run,
  serviceEnv,
  setupCms,
  startApi,
  startWeb,
  stopAll,
  waitForHttp,
} from '../lib/services.mjs';
import { fetchPage } from '../lib/fetch-page.mjs';

const require = createRequire(import.meta.url);
const quick = process.argv.includes('--quick');
/** --skip-send: the pass only (the sending of ~50,000 digests at full size takes minutes of its own). */
const skipSend = process.argv.includes('--skip-send');
const AGENTS = Number(process.argv.find((arg) => arg.startsWith('--agents='))?.slice(9) ?? (quick ? 5_000 : 100_000));
const OFFERS = 100_000;
const NEW_OFFERS = 1_000;
const TARGET_S = 60;
/** Offers per search, as the pass asks them (apps/web/src/job-agents/digest.ts). */
const AGENT_MATCH_LIMIT = 10;
if (!Number.isInteger(AGENTS) || AGENTS < 1) {
  console.error('--agents must be a whole number above 0');
  process.exit(2);
}

const SITE_HOSTS = {
  group: 'localhost',
  'brand-a': 'brand-a.localhost',
  'brand-b': 'brand-b.localhost',
  'brand-c': 'brand-c.localhost',
};
const CAREER_PATHS = {
  group: '/de/de/karriere',
  'brand-a': '/de/de/karriere',
  'brand-b': '/de/de/karriere',
  'brand-c': '/de/de/karriere',
};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const perSecond = (count, ms) => Math.round(count / (ms / 1000)).toLocaleString('en');
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};

/** An SMTP server that accepts every mail and counts it (the stream is read to its end, not parsed). */
async function startCountingInbox() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 100,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Page latency of one page of the web process: sequential GETs, one at a time with a short pause, until `until`
 * settles (or `count` samples when idle).
 */
async function sampleLatency(port, host, pathname, { count = Infinity, until = null, pauseMs = 50 } = {}) {
  const samples = [];
  let done = false;
  until?.finally(() => (done = true));
  while (!done && samples.length < count) {
    const started = performance.now();
    const { status } = await fetchPage(port, host, pathname);
    if (status >= 500) throw new Error(`${host}${pathname}: ${status}`);
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return samples;
}

const latencyLine = (label, idle, busy) => {
  const [i50, b50, i95, b95] = [quantile(idle, 0.5), quantile(busy, 0.5), quantile(idle, 0.95), quantile(busy, 0.95)];
  const ratio = b50 / i50;
  return (
    `  ${label}: median ${i50.toFixed(1)} → ${b50.toFixed(1)} ms (${ratio.toFixed(2)}× idle; target ≤ 2×, ` +
    `${ratio <= 2 ? 'ok' : 'MISSED'}), p95 ${i95.toFixed(1)} → ${b95.toFixed(1)} ms (${(b95 / i95).toFixed(2)}×), ` +
    `${busy.length} requests during`
  );
};

/** The agents, written straight into the CMS tables (as the routes would after confirmation, due now). */
async function seedAgents(store, searches, since) {
  const sites = await store.sites();
  const keys = Object.keys(SITE_HOSTS).filter((key) => sites.has(key));
  const dueAt = new Date(Date.now() - 60_000).toISOString();
  const rows = searches.map((search, i) => {
    const key = keys[i % keys.length];
    return {
      tenant: sites.get(key),
      email: `agent-${i}@bench.example`,
      search,
      search_name: 'bench',
      origin: `https://www.${key}.example`,
      page_path: CAREER_PATHS[key],
      token_nonce: crypto.randomBytes(12).toString('base64url'),
      confirmed: since,
      next_run: dueAt,
    };
  });
  for (let start = 0; start < rows.length; start += 10_000) await store.insertAgents(rows.slice(start, start + 10_000));
  return keys;
}

const AGENT_INSERT = (
  from,
) => `INSERT INTO job_agents (tenant_id, email, status, frequency, search, search_name, origin,
  page_path, market, lang, token_nonce, consent_given_at, consent_text_version, consent_text, consent_page,
  consent_confirmed_at, next_run_at, mails_sent) SELECT tenant, email, 'active', 'asap', search, search_name, origin,
  page_path, 'de', 'de', token_nonce, confirmed, 'v1', 'Ja, schickt mir neue Angebote.', origin, confirmed, next_run, 0
  FROM ${from}`;

function sqliteStore(file) {
  const Database = require(path.join(root, 'node_modules', 'better-sqlite3'));
  const db = new Database(file);
  return {
    sites: async () =>
      new Map(
        db
          .prepare('SELECT key, id FROM sites')
          .all()
          .map((row) => [row.key, row.id]),
      ),
    insertAgents: async (rows) => {
      const columns = [
        'tenant',
        'email',
        'search',
        'search_name',
        'origin',
        'page_path',
        'token_nonce',
        'confirmed',
        'next_run',
      ];
      const picks = columns.map((c) => `json_extract(value, '$.${c}') AS ${c}`).join(', ');
      db.prepare(AGENT_INSERT(`(SELECT ${picks} FROM json_each(?)) WHERE true`)).run(JSON.stringify(rows));
    },
    close: async () => db.close(),
  };
}

async function postgresStore(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    sites: async () => new Map((await client.query('SELECT key, id FROM sites')).rows.map((row) => [row.key, row.id])),
    insertAgents: async (rows) => {
      await client.query(
        AGENT_INSERT(`jsonb_to_recordset($1::jsonb) AS v(tenant int, email text, search text, search_name text,
          origin text, page_path text, token_nonce text, confirmed timestamptz, next_run timestamptz)`),
        [JSON.stringify(rows)],
      );
    },
    close: () => client.end(),
  };
}

async function post(url, token) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 500)}`);
  return { ...JSON.parse(body), wallMs: performance.now() - started };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-agents-web-'));
const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : null;
let databaseUrl = null;
let dropDatabase = async () => undefined;
if (postgresUrl) {
  const name = `meridian_bench_agents_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  };
}

const inbox = await startCountingInbox();
const [webPort, apiPort] = [await freePort(), await freePort()];
const token = crypto.randomBytes(16).toString('hex');
const env = serviceEnv({
  DATA_DIR: dataDir,
  PORT: String(webPort),
  API_PORT: String(apiPort),
  IMPORT_TOKEN: token,
  RECRUITING_API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
  SMTP_URL: inbox.url,
  DATABASE_URL: databaseUrl ?? '',
  // The bench runs the pass and the sending itself; the queue's own timer would run them in between.
  JOB_QUEUE: 'off',
  LOG_LEVEL: 'warn',
  // A thousand searches per request, a hundred requests a minute at full size.
  AGENT_MATCH_RATE_LIMIT: '100000',
});
// The recruiting API keeps its offers in SQLite here whatever the CMS uses (this bench is about the web side).
const apiEnv = { ...env, DATABASE_URL: '' };
const services = [];
let exitCode = 0;
try {
  console.log(
    `  ${AGENTS.toLocaleString('en')} agents over ${OFFERS.toLocaleString('en')} offers (${NEW_OFFERS} new); ` +
      `CMS on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  await buildApi();
  await buildWeb();
  const prepared = path.join(dataDir, 'agent-searches.json');
  await run(
    process.execPath,
    ['--import', 'tsx', 'bench/agent-offers.ts', dataDir, String(AGENTS), String(OFFERS), String(NEW_OFFERS), prepared],
    { cwd: path.join(root, 'apps', 'api'), label: 'offers for the bench' },
  );
  const { since, searches, apiSearches } = JSON.parse(fs.readFileSync(prepared, 'utf8'));
  await setupCms(env);
  const store = databaseUrl ? await postgresStore(databaseUrl) : sqliteStore(path.join(dataDir, 'cms.db'));
  const seedStarted = performance.now();
  const keys = await seedAgents(store, searches, since);
  await store.close();
  console.log(`  agents seeded in ${seconds(performance.now() - seedStarted)} over the sites ${keys.join(', ')}`);

  services.push(startApi(apiEnv), startWeb(env));
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${apiPort}/health`),
    waitForHttp(`http://127.0.0.1:${webPort}/de/de`, { host: `localhost:${webPort}` }),
  ]);
  const host = 'localhost';
  const pages = [
    { label: 'home page (group /de/de)', path: '/de/de' },
    { label: 'career page (group /de/de/karriere, asks the API)', path: '/de/de/karriere' },
  ];
  // Warm both pages (compiled routes, data caches), then the idle floor of this run.
  for (const page of pages) await sampleLatency(webPort, host, page.path, { count: 10, pauseMs: 0 });
  const idle = [];
  for (const page of pages) idle.push(await sampleLatency(webPort, host, page.path, { count: 40 }));

  const base = `http://127.0.0.1:${webPort}/api/job-agents/run`;
  const measureDuring = async (request) => {
    const during = await Promise.all(pages.map((page) => sampleLatency(webPort, host, page.path, { until: request })));
    return { report: await request, during };
  };

  // The floor: the same number of searches, of the same mix, asked straight of the API in batches of 1,000 (as
  // the pass asks them: 10 offers per search, AGENT_MATCH_LIMIT in apps/web/src/job-agents/digest.ts), without the
  // web side.
  const floorRequest = (async () => {
    const started = performance.now();
    let answered = 0;
    for (let start = 0; start < apiSearches.length; start += 1_000) {
      const batch = apiSearches
        .slice(start, start + 1_000)
        .map((query, i) => ({ id: String(start + i), query, since }));
      const response = await fetch(`http://127.0.0.1:${apiPort}/v4/admin/agent-matches`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ searches: batch, limit: AGENT_MATCH_LIMIT }),
      });
      if (!response.ok) throw new Error(`agent matches: ${response.status} ${await response.text()}`);
      answered += (await response.json()).results.filter((r) => r.total_found > 0).length;
    }
    return { ms: performance.now() - started, answered };
  })();
  const floor = await measureDuring(floorRequest);
  console.log(
    `  floor, the API alone: ${seconds(floor.report.ms)} for ${AGENTS.toLocaleString('en')} searches ` +
      `(${perSecond(AGENTS, floor.report.ms)} searches/s), ${floor.report.answered.toLocaleString('en')} with new offers`,
  );
  pages.forEach((page, i) => console.log(latencyLine(`${page.label} during the floor`, idle[i], floor.during[i])));

  const pass = await measureDuring(post(`${base}?step=pass`, token));
  const p = pass.report;
  console.log(
    `  pass: ${seconds(p.ms)} for ${p.claimed.toLocaleString('en')} agents (${perSecond(p.claimed, p.ms)} agents/s; ` +
      (AGENTS >= 100_000
        ? `target ≤ ${TARGET_S} s: ${p.ms <= TARGET_S * 1000 ? 'ok' : 'MISSED'}`
        : `at this rate 100,000 take ${seconds((p.ms * 100_000) / p.claimed)}; target ≤ ${TARGET_S} s`) +
      `; ${(p.ms / floor.report.ms).toFixed(2)}× the floor) — ` +
      `${p.queued.toLocaleString('en')} digests queued with ${p.offers.toLocaleString('en')} offers, ` +
      `${p.nothingNew.toLocaleString('en')} with nothing new, ${p.invalid} invalid`,
  );
  console.log(
    `  matching inside the pass (waiting for the API's answers, summed over the pages; the recording of the ` +
      `previous page runs meanwhile): ${seconds(p.matchMs)}`,
  );
  pages.forEach((page, i) => console.log(latencyLine(`${page.label} during the pass`, idle[i], pass.during[i])));

  if (skipSend) throw Object.assign(new Error('skipped'), { skipped: true });
  const send = await measureDuring(post(`${base}?step=send`, token));
  const s = send.report;
  console.log(
    `  sending: ${seconds(s.ms)} for ${s.mailed.toLocaleString('en')} mails (${perSecond(s.mailed, s.ms)} mails/s), ` +
      `${s.retrying} to retry, ${s.failed} failed; the SMTP server received ${inbox.received().toLocaleString('en')}`,
  );
  pages.forEach((page, i) => console.log(latencyLine(`${page.label} while sending`, idle[i], send.during[i])));
  if (s.mailed !== p.queued || inbox.received() !== p.queued) {
    console.error(`  [bench] ${p.queued} digests queued, but ${s.mailed} sent and ${inbox.received()} received`);
    exitCode = 1;
  }
} catch (error) {
  if (!error.skipped) {
    console.error(`[bench] ${error.stack ?? error.message}`);
    exitCode = 1;
  } else console.log('  sending: skipped (--skip-send)');
} finally {
  await stopAll(services);
  await inbox.close();
  await dropDatabase().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
