/**
 * The served document passes Redocly's recommended ruleset (@redocly/cli lint) without errors; warnings are
 * printed. The CLI runs offline: a preload refuses any network access and the test fails if one was tried.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { tempSqlite, testConfig } from '../test-support/databases.ts';
import { OPENAPI_PATH } from './document.ts';

const run = promisify(execFile);
const CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin',
  'cli.js',
);
const NO_NETWORK = fileURLToPath(new URL('../test-support/no-network.mjs', import.meta.url));

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: LintProblem[];
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redocly-lint-'));
// The recommended ruleset, nothing switched off; no telemetry.
fs.writeFileSync(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\ntelemetry: off\n');

async function lint(document: unknown, name: string): Promise<{ report: LintReport; stderr: string }> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
  const args = ['--import', NO_NETWORK, CLI, 'lint', '--config', path.join(dir, 'redocly.yaml'), '--format=json', file];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  // Exit code 1 when there are errors: the report is on stdout either way.
  const { stdout, stderr } = await run(process.execPath, args, { cwd: dir, env, maxBuffer: 32 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string; code?: number }) => {
      if (typeof error.stdout === 'string' && error.stdout.trim().startsWith('{'))
        return { stdout: error.stdout, stderr: error.stderr ?? '' };
      throw error;
    },
  );
  return { report: JSON.parse(stdout) as LintReport, stderr };
}

const describeProblem = (p: LintProblem) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`;

describe(`${OPENAPI_PATH} under Redocly's recommended rules`, () => {
  const db = tempSqlite();
  let document: Record<string, unknown>;

  beforeAll(async () => {
    const app = await buildApp({ config: testConfig(db, { demoOfferCount: 10, revisionPollMs: 0 }), logger: false });
    document = (await app.inject({ url: OPENAPI_PATH })).json();
    await app.close();
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has no errors (warnings are reported), linted offline', async () => {
    const { report, stderr } = await lint(document, 'openapi.json');
    expect(stderr).not.toContain('NETWORK ATTEMPT');
    const warnings = report.problems.filter((p) => p.severity === 'warn');
    if (warnings.length)
      console.info(`Redocly warnings (${warnings.length}):\n${warnings.map(describeProblem).join('\n')}`);
    expect(report.problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('does fail a document with the faults it guards against', async () => {
    const broken = structuredClone(document) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    delete broken.paths['/v4/recruiting/search']!.get!.security;
    // What @fastify/swagger makes of a wildcard route left as it is.
    broken.paths['/v4/rest/{*}'] = {
      get: {
        operationId: 'wild',
        summary: 'x',
        security: [],
        parameters: [{ name: '*', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'x' } },
      },
    };
    const { report } = await lint(broken, 'broken.json');
    const rules = new Set(report.problems.filter((p) => p.severity === 'error').map((p) => p.ruleId));
    expect(rules).toContain('security-defined');
    expect(rules).toContain('path-parameters-defined');
  });
});
