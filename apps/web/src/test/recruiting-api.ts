/**
 * The real recruiting API for web integration suites: its server started as a child process (tsx, as `npm run dev
 * -w apps/api` does) on a free port with its own SQLite file and demo offers, stopped afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface RecruitingApi {
  url: string;
  token: string;
  /** PUT /v4/admin/offers with these feed records (partial mode). */
  importOffers(offers: unknown[]): Promise<{ created: number; updated: number; unchanged: number }>;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export async function startRecruitingApi(options: { demoOffers?: number } = {}): Promise<RecruitingApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-web-api-'));
  const port = await freePort();
  const token = `test-${Math.random().toString(36).slice(2)}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        API_PORT: String(port),
        HOST: '127.0.0.1',
        IMPORT_TOKEN: token,
        DEMO_OFFER_COUNT: String(options.demoOffers ?? 30),
        REVISION_POLL_MS: '200',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`recruiting API exited: ${errors.slice(-2000)}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`recruiting API did not start: ${errors.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    token,
    async importOffers(offers) {
      const response = await fetch(`${url}/v4/admin/offers`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'partial', offers }),
      });
      if (!response.ok) throw new Error(`import: ${response.status} ${await response.text()}`);
      return response.json();
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
