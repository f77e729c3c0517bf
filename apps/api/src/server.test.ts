/** The real server process: JSON logs, listening, and a graceful stop on SIGTERM. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('starts on a free port, logs JSON lines, seeds once, and exits 0 on SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-api-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_OFFER_COUNT: '200', DATABASE_URL: '', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (b) => (out += b));
  child.stderr.on('data', (b) => (out += b));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listen line:\n${out}`)), 60_000);
      child.stdout.on('data', () => {
        const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
    });
    const health = await fetch(`${url}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', offers: 200 });
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    const lines = out.split('\n').filter((l) => l.startsWith('{'));
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines) expect(() => JSON.parse(l)).not.toThrow();
    expect(lines.some((l) => JSON.parse(l).msg === 'seed: demo offers stored')).toBe(true);
    expect(lines.some((l) => JSON.parse(l).level === 20)).toBe(false); // no debug lines in production
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
