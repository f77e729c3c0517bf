/** The real server process: JSON logs, listening, and a graceful stop on SIGTERM. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('starts on a free port, logs JSON lines, seeds once, and exits 0 on SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-api-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      API_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_OFFER_COUNT: '200',
      DATABASE_URL: '',
      NODE_ENV: 'production',
    },
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

it('drains an import in flight on SIGTERM: the request completes, then the process exits 0', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-api-drain-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      API_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_OFFER_COUNT: '20',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      IMPORT_TOKEN: 'drain-token',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const waitFor = (pattern: RegExp, ms: number) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const m = pattern.exec(out);
        if (m) {
          clearTimeout(timer);
          child.stdout.off('data', check);
          resolve(m);
        }
      };
      const timer = setTimeout(() => reject(new Error(`no ${pattern} in:\n${out}`)), ms);
      child.stdout.on('data', check);
      check();
    });
  child.stdout.on('data', (b) => (out += b));
  child.stderr.on('data', (b) => (out += b));
  try {
    const url = (await waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/, 60_000))[1];
    // The body is sent in two halves around the signal, so the request is certainly in flight during the drain.
    const { generateOffers } = await import('../seed/generate.ts');
    const body = Buffer.from(
      JSON.stringify({ mode: 'partial', offers: generateOffers({ count: 50, seed: 4, firstJobId: 500_001 }) }),
    );
    const { hostname, port } = new URL(url);
    const request = http.request({
      method: 'PUT',
      host: hostname,
      port,
      path: '/v4/admin/offers',
      headers: {
        authorization: 'Bearer drain-token',
        'content-type': 'application/json',
        'content-length': body.length,
      },
    });
    const response = new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      });
      request.on('error', reject);
    });
    request.write(body.subarray(0, body.length >> 1));
    await waitFor(/"url":"\/v4\/admin\/offers"/, 30_000);
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await waitFor(/shutting down: draining requests/, 30_000);
    request.end(body.subarray(body.length >> 1));
    const res = await response;
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ received: 50, created: 50, rejected: [] });
    expect(await exit, out.slice(-3000)).toBe(0);
    const messages = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l).msg as string);
    // The signal was handled while the import was still running.
    expect(messages.indexOf('shutting down: draining requests')).toBeGreaterThan(-1);
    expect(messages.indexOf('shutting down: draining requests')).toBeLessThan(messages.indexOf('offer feed imported'));
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000); // a server start takes ~40 s while the machine is busy
