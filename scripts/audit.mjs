#!/usr/bin/env node
// `npm run audit`: dependency health. Known advisories (npm audit) by severity, and dependencies behind their newest
// release (npm outdated). Where the registry offers no advisory endpoint (a mirror, a closed network) it says so
// plainly and checks nothing instead of failing. `--strict` exits 1 when a high or critical advisory is found.
import { spawn } from 'node:child_process';
import { root } from './lib/services.mjs';

const strict = process.argv.includes('--strict');

/** Runs npm with JSON output; resolves to the parsed output (or the raw text) and the exit code. */
function npmJson(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', [...args, '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', () => undefined);
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      try {
        resolve({ code, data: JSON.parse(output || 'null') });
      } catch {
        resolve({ code, data: null, text: output });
      }
    });
  });
}

/** The audit's outcome from `npm audit --json`: counts by severity, or why there are none. Pure. */
function readAudit(data) {
  if (data?.metadata?.vulnerabilities) {
    const advisories = Object.values(data.vulnerabilities ?? {}).map((entry) => ({
      name: entry.name,
      severity: entry.severity,
      fixAvailable: Boolean(entry.fixAvailable),
    }));
    return { reachable: true, counts: data.metadata.vulnerabilities, advisories };
  }
  const reason = data?.message ?? data?.error?.summary ?? 'no answer';
  return { reachable: false, reason };
}

const audit = readAudit((await npmJson(['audit'])).data);
if (!audit.reachable) {
  console.log(
    `[audit] advisories: not checked — the registry's advisory endpoint is not reachable from here (${audit.reason})`,
  );
} else {
  const { info = 0, low = 0, moderate = 0, high = 0, critical = 0 } = audit.counts;
  console.log(`[audit] advisories: ${critical} critical, ${high} high, ${moderate} moderate, ${low} low, ${info} info`);
  for (const advisory of audit.advisories.filter((entry) => ['critical', 'high'].includes(entry.severity))) {
    console.log(
      `[audit]   ${advisory.severity}: ${advisory.name}${advisory.fixAvailable ? ' (fix available: npm audit fix)' : ''}`,
    );
  }
  if (strict && high + critical > 0) process.exitCode = 1;
}

const outdated = await npmJson(['outdated', '--all=false']);
if (outdated.data && typeof outdated.data === 'object' && !outdated.data.error) {
  const entries = Object.entries(outdated.data).map(([name, info]) => ({
    name,
    ...(Array.isArray(info) ? info[0] : info),
  }));
  const major = entries.filter(
    (entry) => entry.current && entry.latest && entry.current.split('.')[0] !== entry.latest.split('.')[0],
  );
  console.log(
    `[audit] releases: ${entries.length} direct dependencies behind their newest release, ${major.length} by a major version`,
  );
  for (const entry of major) console.log(`[audit]   ${entry.name} ${entry.current} → ${entry.latest}`);
} else {
  console.log(
    `[audit] releases: not checked — npm outdated gave no answer (${outdated.data?.error?.summary ?? outdated.text?.slice(0, 120) ?? 'no output'})`,
  );
}
