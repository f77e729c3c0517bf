// Shared by `npm start`, `npm test` and the benchmarks: build the two services when their sources changed,
// prepare their databases, and run them as child processes with prefixed output.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const webDir = path.join(root, 'apps', 'web');
const apiDir = path.join(root, 'apps', 'api');
// Build outputs and files the build itself writes (next-env.d.ts) do not count as sources.
const SKIP = new Set([
  'node_modules',
  '.next',
  'dist',
  'test-results',
  'artifacts',
  'coverage',
  'next-env.d.ts',
  'tsconfig.tsbuildinfo',
]);

/** Hash of the sources a build depends on (paths, sizes, modification times): rebuild only when it changes. */
function sourceHash(dirs) {
  const hash = crypto.createHash('sha256');
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) {
        const stat = fs.statSync(full);
        hash.update(`${path.relative(root, full)}:${stat.size}:${stat.mtimeMs}\n`);
      }
    }
  };
  for (const dir of dirs) walk(dir);
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
  return hash.digest('hex');
}

/** Runs a command to its end; resolves to its output when `quiet` (kept back, shown only on failure). */
export function run(command, args, { cwd = root, env = process.env, label, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('error', reject);
    // 'close', not 'exit': the output is complete only once the child's streams are closed.
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else {
        if (quiet) process.stderr.write(output);
        reject(Object.assign(new Error(`${label ?? command} failed with exit code ${code}`), { exitCode: code }));
      }
    });
  });
}

const log = (line) => console.log(`[meridian] ${line}`);

/** `next build` of the web app when its sources changed since the last build. */
export async function buildWeb({ force = false } = {}) {
  const marker = path.join(webDir, '.next', 'meridian-build-hash');
  const hash = sourceHash([webDir, path.join(root, 'packages')]);
  if (!force && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === hash) {
    log('web: build is up to date');
    return;
  }
  log('web: building the sites and the CMS (next build, about 2 minutes on 2 cores)…');
  const started = Date.now();
  await run('npx', ['next', 'build'], {
    cwd: webDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    label: 'next build',
  });
  fs.writeFileSync(marker, hash);
  log(`web: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * The standalone embed script (packages/recruiting/embed/dist/meridian-recruiting.js, served by both services as
 * /meridian-recruiting.js) when the packages changed since the last build (esbuild, a few seconds).
 */
export async function buildEmbed() {
  const dist = path.join(root, 'packages', 'recruiting', 'embed', 'dist');
  const marker = path.join(dist, 'meridian-build-hash');
  const hash = sourceHash([path.join(root, 'packages')]);
  if (
    fs.existsSync(marker) &&
    fs.existsSync(path.join(dist, 'meridian-recruiting.js')) &&
    fs.readFileSync(marker, 'utf8') === hash
  ) {
    log('embed: build is up to date');
    return;
  }
  log('embed: building meridian-recruiting.js…');
  const { buildEmbed: build } = await import('../../packages/recruiting/embed/build.mjs');
  await build();
  fs.writeFileSync(marker, hash);
}

/** The API bundle (esbuild, under a second) when its sources or the packages changed since the last build. */
export async function buildApi() {
  const marker = path.join(apiDir, 'dist', 'meridian-build-hash');
  const hash = sourceHash([apiDir, path.join(root, 'packages')]);
  if (
    fs.existsSync(marker) &&
    fs.existsSync(path.join(apiDir, 'dist', 'server.js')) &&
    fs.readFileSync(marker, 'utf8') === hash
  ) {
    log('api: build is up to date');
    return;
  }
  log('api: building…');
  await run('npm', ['run', '--silent', 'build'], { cwd: apiDir, label: 'api build' });
  fs.writeFileSync(marker, hash);
}

/** What `npm run build` makes and a production start serves (relative to the repository root). */
export const BUILD_OUTPUTS = ['apps/web/.next', 'apps/api/dist', 'packages/recruiting/embed/dist'];
const BUILD_MARKERS = [
  'apps/web/.next/BUILD_ID',
  'apps/api/dist/server.js',
  'packages/recruiting/embed/dist/meridian-recruiting.js',
];

/** The build outputs that are missing (a production start needs all of them). */
export const missingBuildOutputs = (dir = root) => BUILD_MARKERS.filter((file) => !fs.existsSync(path.join(dir, file)));

/** Exit code of src/scripts/setup.ts when it ended without finishing (see there): worth another attempt. */
const SETUP_UNFINISHED = 75;

/** Migrations and (on an empty database) demo content for the CMS. */
export async function setupCms(env) {
  log('cms: preparing the database (migrations, demo content on first start)…');
  // Plain Node with tsx's loader, not `payload run`: that imports the script through a loader registered at run time
  // and now and then exits 0 without having run it (payloadcms/payload#17757; here 5 of 12 runs on a busy machine,
  // against 0 of 12 this way). `payload run` would also load .env files and set DISABLE_PAYLOAD_HMR: the services'
  // environment is explicit, the flag is set here.
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Migrations and the seed may run long statements: no per-query time limit here (the server has one).
      await run(process.execPath, ['--import', 'tsx', 'src/scripts/setup.ts'], {
        cwd: webDir,
        env: { ...env, DATABASE_QUERY_TIMEOUT_MS: '0', DISABLE_PAYLOAD_HMR: 'true' },
        label: 'cms setup',
      });
      return;
    } catch (error) {
      if (error.exitCode !== SETUP_UNFINISHED || attempt === 3) throw error;
      log('cms: the setup script ended without finishing (a module import never settled): once more…');
    }
  }
}

/**
 * The recruiting API's admin token (feed import, the editors' synonyms saved from the CMS): IMPORT_TOKEN, or one
 * generated once into DATA_DIR, so a fresh `npm start` needs no configuration and both services share it.
 */
function importToken(dataDir) {
  const file = path.join(dataDir, 'import-token');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(24).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    return fs.readFileSync(file, 'utf8').trim();
  }
}

export function serviceEnv(overrides = {}) {
  const port = overrides.PORT ?? process.env.PORT ?? '3000';
  const apiPort = overrides.API_PORT ?? process.env.API_PORT ?? '3001';
  const dataDir = path.resolve(overrides.DATA_DIR ?? process.env.DATA_DIR ?? path.join(root, 'data'));
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    IMPORT_TOKEN: overrides.IMPORT_TOKEN ?? (process.env.IMPORT_TOKEN || importToken(dataDir)),
    PORT: String(port),
    API_PORT: String(apiPort),
    PUBLIC_API_URL: overrides.PUBLIC_API_URL ?? process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`,
    ...overrides,
  };
}

/** Starts a long-running child with its output prefixed; resolves to the child. */
export function startService(name, command, args, { cwd, env }) {
  // Own process group, so stopping the service also stops what it spawned (npx → next → next-server).
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

export function startWeb(env) {
  // Next's data cache (unstable_cache) is kept on disk in .next/cache/fetch-cache and outlives the process. Its keys
  // do not name the database, so a server starting on another or a fresh database must not read old entries
  // (seen: a consent revision changed by one e2e run was served to the next run's fresh database).
  fs.rmSync(path.join(webDir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  // server.mjs: Next.js with the page cache's fast path in front (as `next start -p PORT` otherwise).
  return startService('web', process.execPath, ['server.mjs'], {
    cwd: webDir,
    env: { ...env, NODE_ENV: 'production' },
  });
}

export function startApi(env) {
  return startService('api', 'npm', ['run', '--silent', 'start'], {
    cwd: apiDir,
    env: { ...env, NODE_ENV: 'production' },
  });
}

/**
 * The local inbox when no SMTP_URL is set (maildev): it accepts every mail the sites send (job agents, password
 * resets) on `smtpPort` and shows them in a browser at `webPort`; nothing leaves the machine. Sets env.SMTP_URL.
 */
export function startMailCatcher(
  env,
  { smtpPort = env.MAIL_PORT || '1025', webPort = env.MAIL_WEB_PORT || '1080' } = {},
) {
  const bin = path.join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
  const child = startService(
    'inbox',
    process.execPath,
    [
      bin,
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--max-emails',
      '500',
    ],
    { cwd: root, env: { ...process.env } },
  );
  env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  env.MAIL_WEB_PORT = String(webPort);
  return child;
}

/** Polls a URL until it answers (any status below 500) or the time is up. */
export async function waitForHttp(url, { timeoutMs = 120_000, host } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers: host ? { host } : {}, redirect: 'manual' });
      if (response.status < 500) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in time: ${lastError?.message}`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
};

/** Stops services with their process groups: SIGTERM (they drain), then SIGKILL after a grace period. */
export async function stopAll(children, graceMs = 8000) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) {
            signalGroup(child, 'SIGTERM');
            return resolve();
          }
          const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          signalGroup(child, 'SIGTERM');
        }),
    ),
  );
}
