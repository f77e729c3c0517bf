#!/usr/bin/env node
// `npm test`: every suite, ending with one line "N passed, N failed" for CI.
//  0. Static checks, one check each: lint (ESLint and Prettier, `npm run lint`) and types (`npm run typecheck`).
//  1. Vitest: unit tests and integration tests against real SQLite and PostgreSQL (all workspaces).
//  2. End to end: both services built and started on free ports with fresh databases (migrated and seeded while
//     `next build` runs), Playwright in Chromium.
//     On PostgreSQL the web server reaches its database through a relay that e2e/faults.spec.ts then cuts
//     (the database stopped mid-run), after the other specs of that pass.
//  3. Production: the build outputs with an install without dev dependencies, started with NODE_ENV=production on
//     PostgreSQL, health-checked and stopped (scripts/lib/production-run.mjs).
// `--only lint` / `--only unit` / `--only e2e` / `--only production` run one part.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildApi,
  buildEmbed,
  buildWeb,
  freePort,
  root,
  run,
  serviceEnv,
  setupCms,
  startApi,
  startMailCatcher,
  startWeb,
  stopAll,
  waitForHttp,
} from './lib/services.mjs';
import { clamavScanEnv } from './lib/clamav.mjs';
import { PgRelay, relayedUrl } from './lib/pg-relay.mjs';
import { productionRun } from './lib/production-run.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** The failed tests by name, listed again at the very end so the last lines of a long log say what broke. */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';
/**
 * An error's first line and, for a failed equality, what was received instead (the diff's "+" lines, at most five):
 * "sticky filter bar, panel open" alone does not say which rule axe found.
 */
const headline = (text) => {
  // ANSI colours stripped: the lines are read in plain logs.
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const received = plain
    .split('\n')
    .filter((line) => /^\+ /.test(line) && !/^\+ Received\b/.test(line))
    .map((line) => line.slice(2).trim())
    .filter((line) => !/^(Array \[|Object \{|\]|\}),?$/.test(line))
    .slice(0, 5);
  return [firstLine(plain), ...received].join(' | ').slice(0, 800);
};

function countVitest(file) {
  if (!fs.existsSync(file)) return false;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const relative = path.relative(root, file.name ?? '');
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push(`vitest ${relative} › ${test.fullName}: ${headline(test.failureMessages?.[0])}`);
    }
    // A file that failed before its tests ran (an import error) has no assertion to name.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'))
      failures.push(`vitest ${relative}: ${headline(file.message)}`);
  }
  return true;
}

function countPlaywright(file, label) {
  if (!fs.existsSync(file)) return false;
  const { stats, suites = [], errors = [] } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  const visit = (suite, titles) => {
    const path_ = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = test.results?.at(-1);
        const where = `${spec.file}:${spec.line}`;
        failures.push(
          `${label} [${test.projectName}] ${where} › ${[...path_, spec.title].join(' › ')}: ${headline(result?.error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, path_);
  };
  for (const suite of suites) visit(suite, []);
  for (const error of errors) failures.push(`${label}: ${headline(error.message)}`);
  return true;
}

/** How many tests of a Playwright report ran (passed or failed). */
const playwrightRan = (file) => {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return (stats?.expected ?? 0) + (stats?.flaky ?? 0) + (stats?.unexpected ?? 0);
};

async function unitAndIntegration() {
  const report = path.join(resultsDir, 'vitest-results.json');
  fs.rmSync(report, { force: true });
  try {
    await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
      label: 'vitest',
    });
  } catch (error) {
    problems.push(error.message);
  }
  if (!countVitest(report)) {
    problems.push('vitest wrote no report');
    totals.failed += 1;
  }
}

/**
 * An end-to-end pass, prepared: a fresh data directory (and, for PostgreSQL, a fresh database), free ports, the CMS
 * migrated and seeded. The CMS setup runs from the sources, so `npm test` prepares both passes while `next build`
 * runs (about a minute saved on 2 cores). Never rejects: a failed preparation is reported when the pass runs.
 */
async function preparePass(store) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `meridian-e2e-${store}-`));
  const pass = { store, dataDir, database: null, env: null, error: null };
  try {
    const [webPort, apiPort] = [await freePort(), await freePort()];
    pass.database = store === 'postgres' ? await createPostgresDatabase() : null;
    const env = serviceEnv({
      DATA_DIR: dataDir,
      PORT: String(webPort),
      API_PORT: String(apiPort),
      PUBLIC_API_URL: `http://localhost:${apiPort}`,
      // The offer-import spec imports through the API's admin route, as the applicant-tracking system does.
      IMPORT_TOKEN: crypto.randomBytes(16).toString('hex'),
      // Job agents "as soon as possible" run every 15 minutes; the job-agent spec does not wait that long.
      JOB_AGENT_ASAP_SECONDS: '2',
      // Requests are not logged one by one (debug, on the development hosts the specs use): warnings and errors
      // stay in the log, which CI shows. LOG_LEVEL=debug brings them back.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      // CV uploads are scanned by the real ClamAV engine with an EICAR signature (scripts/lib/clamav.mjs).
      ...clamavScanEnv(dataDir),
    });
    if (pass.database) env.DATABASE_URL = pass.database.url;
    else delete env.DATABASE_URL;
    pass.env = env;
    await setupCms(env);
  } catch (error) {
    pass.error = error;
  }
  return pass;
}

/** Both services of a prepared pass started (the builds are done), then Playwright; cleans up after itself. */
async function endToEnd(pass, specs = []) {
  const { store, dataDir, database, env } = pass;
  // PostgreSQL: the web server's connections go through a relay the fault spec can cut and restore.
  const relay = database
    ? new PgRelay({ host: new URL(database.url).hostname, port: Number(new URL(database.url).port || 5432) })
    : null;
  const children = [];
  const report = path.join(resultsDir, `e2e-${store}-results.json`);
  const faultsReport = path.join(resultsDir, `e2e-${store}-faults-results.json`);
  fs.rmSync(report, { force: true });
  fs.rmSync(faultsReport, { force: true });
  let control = null;
  console.log(`\n[meridian] end to end on ${store}`);
  try {
    if (pass.error) throw pass.error;
    const webPort = env.PORT;
    const apiPort = env.API_PORT;
    if (relay) {
      await relay.open();
      control = await relay.control();
    }
    // The pass's own inbox: specs read the mails the sites send from its API (E2E_MAIL_WEB_PORT).
    children.push(startMailCatcher(env, { smtpPort: await freePort(), webPort: await freePort() }));
    children.push(startApi(env), startWeb(relay ? { ...env, DATABASE_URL: relayedUrl(database.url, relay) } : env));
    await Promise.all([
      waitForHttp(`http://127.0.0.1:${apiPort}/health`),
      waitForHttp(`http://127.0.0.1:${webPort}/de/de`, { host: `localhost:${webPort}` }),
    ]);
    const e2eEnv = {
      ...env,
      E2E_WEB_PORT: String(webPort),
      E2E_API_PORT: String(apiPort),
      E2E_DATA_DIR: dataDir,
      E2E_MAIL_WEB_PORT: env.MAIL_WEB_PORT,
    };
    try {
      await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...specs], {
        env: { ...e2eEnv, E2E_REPORT: report },
        label: `playwright (${store})`,
      });
    } catch (error) {
      problems.push(error.message);
    }
    // Issue #10, alone (it takes the database away from the running server).
    if (control) {
      await run(
        'npx',
        ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project', 'faults', '--workers', '1'],
        {
          env: { ...e2eEnv, E2E_PG_RELAY: control.url, E2E_REPORT: faultsReport },
          label: `playwright (${store}, database faults)`,
        },
      );
    }
  } catch (error) {
    problems.push(error.message);
  } finally {
    await stopAll(children);
    await control?.close();
    await relay?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
  if (!countPlaywright(report, `playwright (${store})`)) {
    problems.push(`playwright (${store}) wrote no report`);
    totals.failed += 1;
  }
  // The fault spec must really run where PostgreSQL is (never skipped silently).
  if (
    relay &&
    !(countPlaywright(faultsReport, `playwright (${store}, database faults)`) && playwrightRan(faultsReport) > 0)
  ) {
    problems.push(`playwright (${store}, database faults) ran no test`);
    totals.failed += 1;
  }
}

const PG_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh PostgreSQL database via psql (no driver needed here), or null when no server answers. */
async function createPostgresDatabase() {
  const name = `meridian_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = new URL(PG_ADMIN_URL);
  const psql = (sql) =>
    run('psql', [PG_ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { quiet: true, label: 'psql' });
  await psql(`CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined),
  };
}

async function postgresAvailable() {
  try {
    await run('psql', [PG_ADMIN_URL, '-tAc', 'select 1'], { quiet: true, label: 'psql' });
    return true;
  } catch {
    return false;
  }
}

/** Lint and types: each counts as one check, failed with the tool's own report above it. */
async function staticChecks() {
  console.log('\n[meridian] static checks (npm run lint, npm run typecheck)');
  for (const script of ['lint', 'typecheck']) {
    try {
      await run('npm', ['run', '--silent', script], { label: script });
      totals.passed += 1;
      console.log(`  ✓ ${script}`);
    } catch (error) {
      totals.failed += 1;
      problems.push(`${script}: ${error.message}`);
    }
  }
}

const started = Date.now();
if (!only || only === 'lint') await staticChecks();
if (!only || only === 'unit') await unitAndIntegration();
if (!only || only === 'e2e') {
  // The same sites and CMS journeys on PostgreSQL (the production store) after the SQLite pass.
  const postgres = await postgresAvailable();
  if (!postgres && process.env.CI)
    problems.push(`PostgreSQL not reachable at ${PG_ADMIN_URL}: the PostgreSQL end-to-end pass cannot run`);
  else if (!postgres)
    console.warn(`[meridian] PostgreSQL not reachable at ${PG_ADMIN_URL}: skipping the PostgreSQL end-to-end pass`);
  let buildError = null;
  const builds = (async () => {
    await buildEmbed();
    await buildApi();
    await buildWeb();
  })().catch((error) => {
    buildError = error;
  });
  const [sqlitePass, postgresPass] = await Promise.all([
    preparePass('sqlite'),
    postgres ? preparePass('postgres') : null,
    builds,
  ]);
  for (const [pass, specs] of [
    [sqlitePass, []],
    [postgresPass, ['e2e/sites.spec.ts', 'e2e/cms.spec.ts']],
  ]) {
    if (!pass) continue;
    // A failed build fails each pass (reported, cleaned up, counted).
    if (buildError) pass.error ??= buildError;
    await endToEnd(pass, specs);
  }
}

if (!only || only === 'production') {
  // The documented production path (README), on PostgreSQL, from the build the end-to-end part just made.
  console.log('\n[meridian] production run');
  if (!(await postgresAvailable())) {
    if (process.env.CI) problems.push(`PostgreSQL not reachable at ${PG_ADMIN_URL}: the production run cannot run`);
    else console.warn(`[meridian] PostgreSQL not reachable at ${PG_ADMIN_URL}: skipping the production run`);
  } else {
    if (only === 'production') {
      await buildEmbed();
      await buildApi();
      await buildWeb();
    }
    const checks = await productionRun(await createPostgresDatabase());
    for (const { ok } of checks) totals[ok ? 'passed' : 'failed'] += 1;
    if (checks.some((entry) => !entry.ok)) problems.push('production run failed');
  }
}

// Dependency health, reported, never failing the suite (advisories need the registry's audit endpoint).
if (!only) {
  console.log('\n[meridian] dependency health (npm run audit)');
  await run(process.execPath, [path.join(root, 'scripts', 'audit.mjs')], { label: 'audit' }).catch((error) =>
    console.log(`[meridian] audit did not run: ${error.message}`),
  );
}

console.log(`\n[meridian] tests finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const problem of problems) console.log(`[meridian] problem: ${problem}`);
for (const failure of failures) console.log(`[meridian] failed: ${failure}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
