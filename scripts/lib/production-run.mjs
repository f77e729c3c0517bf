// The documented production path, run for real (README "Running in production"): the build outputs of this
// checkout copied beside its sources into a fresh directory, `npm ci --omit=dev` there (no dev dependencies),
// then the start script with NODE_ENV=production on a fresh PostgreSQL database, its health checks, a page, the API,
// and SIGTERM: both services drain and the start script exits 0. Each step is one check in `npm test`'s totals.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_OUTPUTS, freePort, root, run, waitForHttp } from './services.mjs';

/** Tracked and untracked-but-not-ignored files: what a deployment ships of the sources. */
function sourceFiles() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\0').filter((file) => file && fs.existsSync(path.join(root, file)));
}

function stage(dir) {
  for (const file of sourceFiles()) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  // The build outputs, as a build stage hands them over; Next's own build cache stays behind.
  for (const output of BUILD_OUTPUTS) {
    fs.cpSync(path.join(root, output), path.join(dir, output), {
      recursive: true,
      filter: (from) => !from.startsWith(path.join(root, 'apps/web/.next/cache')),
    });
  }
}

/**
 * Starts the production command in `dir` with its own process group; collects its output. It is what `npm start`
 * runs, started directly as the README tells process managers to: npm would answer SIGTERM by dying of it.
 */
function startProduction(dir, env) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.output = '';
  child.stdout.on('data', (chunk) => (child.output += chunk));
  child.stderr.on('data', (chunk) => (child.output += chunk));
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

const withTimeout = (promise, ms) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(null), ms))]);

/**
 * Runs the production sequence; resolves to the checks ({ name, ok, detail }). `database` is a fresh PostgreSQL
 * database ({ url, drop }) that this run owns and drops.
 */
export async function productionRun(database) {
  const checks = [];
  const check = (name, ok, detail = '') => {
    checks.push({ name, ok, detail });
    console.log(`  ${ok ? '✓' : '✘'} production: ${name}${detail && !ok ? ` — ${detail}` : ''}`);
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-production-'));
  let child = null;
  try {
    stage(dir);
    const started = Date.now();
    await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: dir,
      quiet: true,
      label: 'npm ci --omit=dev',
    });
    const testTools = ['vitest', 'lighthouse', 'fast-check', 'autocannon', 'vnu-jar'].filter((name) =>
      fs.existsSync(path.join(dir, 'node_modules', name, 'package.json')),
    );
    check('npm ci --omit=dev installs no test tools', testTools.length === 0, `found ${testTools.join(', ')}`);
    console.log(`  production: staged and installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const [webPort, apiPort] = [await freePort(), await freePort()];
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(webPort),
      API_PORT: String(apiPort),
      PUBLIC_API_URL: `http://localhost:${apiPort}`,
      DATABASE_URL: database.url,
      DATA_DIR: path.join(dir, 'data'),
      PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    };
    child = startProduction(dir, env);
    const ready = await Promise.race([
      Promise.all([
        waitForHttp(`http://127.0.0.1:${apiPort}/health`, { timeoutMs: 300_000 }),
        waitForHttp(`http://127.0.0.1:${webPort}/api/health`, { timeoutMs: 300_000 }),
      ]).then(() => true),
      child.exited.then(() => false),
    ]).catch(() => false);
    check(
      'the start script with NODE_ENV=production serves the build on PostgreSQL',
      ready && !/building/.test(child.output),
      child.output.slice(-1500),
    );
    if (!ready) return checks;

    const [apiHealth, webHealth] = await Promise.all([
      fetch(`http://127.0.0.1:${apiPort}/health`),
      fetch(`http://127.0.0.1:${webPort}/api/health`),
    ]);
    check(
      'both health checks answer 200',
      apiHealth.status === 200 && webHealth.status === 200,
      `api ${apiHealth.status}, web ${webHealth.status}`,
    );
    const page = await fetch(`http://127.0.0.1:${webPort}/de/de`, {
      headers: { host: `brand-a.localhost:${webPort}` },
    });
    const html = await page.text();
    const search = await fetch(`http://127.0.0.1:${apiPort}/v4/recruiting/search?query=Ingenieur&limit=1`, {
      headers: { 'x-meridian-api': '1' },
    });
    check(
      'a site page and an API search answer',
      page.status === 200 && html.includes('Kestrel') && search.status === 200 && (await search.json()).total_found > 0,
      `page ${page.status}, search ${search.status}`,
    );

    process.kill(-child.pid, 'SIGTERM');
    const exit = await withTimeout(child.exited, 30_000);
    check(
      'SIGTERM stops both services and the start script exits 0',
      exit?.code === 0,
      `exit ${JSON.stringify(exit)}: ${child.output.slice(-600)}`,
    );
    child = null;
  } catch (error) {
    check('the production sequence runs', false, error.message);
  } finally {
    if (child) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return checks;
}
