#!/usr/bin/env node
// `npm run bench`: every benchmark, each printing its own figures (speed and size targets live here, not in tests).
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib/services.mjs';

const benches = [
  {
    name: 'search latency and throughput (apps/api)',
    command: 'npm',
    args: ['run', '--silent', 'bench:search', '-w', '@meridian/api'],
  },
  {
    name: 'job agents: matching 100,000 saved searches (apps/api)',
    command: 'npm',
    args: ['run', '--silent', 'bench:agents', '-w', '@meridian/api'],
  },
  {
    name: 'job agents: one pass of 100,000 agents on the web side, and their digests sent (apps/web + apps/api)',
    file: 'scripts/bench/job-agents.mjs',
  },
  { name: 'cookie dialog size (packages/site-kit)', file: 'packages/site-kit/bench/consent-size.mjs' },
  {
    name: 'toasts, layer and side navigation size (packages/site-kit)',
    file: 'packages/site-kit/bench/site-kit-size.mjs',
  },
  {
    name: 'pages: Lighthouse, first-load bytes, server load and soak (apps/web + apps/api)',
    file: 'scripts/bench/web.mjs',
  },
  {
    name: 'recruiting module size, list mode (packages/recruiting)',
    file: 'packages/recruiting/bench/module-size.mjs',
  },
  {
    name: 'recruiting first results and interactive (packages/recruiting; needs RECRUITING_BENCH_URL)',
    file: 'packages/recruiting/bench/page-timing.mjs',
  },
];

let failed = 0;
for (const bench of benches) {
  if (bench.file && !fs.existsSync(path.join(root, bench.file))) continue;
  console.log(`\n=== ${bench.name} ===`);
  try {
    await run(bench.command ?? process.execPath, bench.args ?? [path.join(root, bench.file)], { label: bench.name });
  } catch (error) {
    failed += 1;
    console.error(`[bench] ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
