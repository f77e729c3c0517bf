// ClamAV for the end-to-end passes: the web server scans CV uploads with the real `clamscan` and a signature
// database made here for the EICAR test file (nothing is downloaded). Where clamscan is missing the server runs
// without a scan and the specs skip the virus case — but not on CI, which installs it (.ci/run).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The EICAR test string, put together here so that this file is no test file itself. */
const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');

function clamscanProgram() {
  try {
    execFileSync('clamscan', ['--version'], { stdio: 'ignore' });
    return 'clamscan';
  } catch {
    return null;
  }
}

/**
 * The server environment that makes it scan with clamscan and the EICAR database (written under `dir`), plus
 * E2E_CLAMAV=1 for the specs; empty where clamscan is missing, an error on CI.
 */
export function clamavScanEnv(dir) {
  const program = clamscanProgram();
  if (!program) {
    if (process.env.CI) throw new Error('clamscan (Debian package clamav) is missing: the CV upload specs need it');
    console.warn('[meridian] clamscan not found: the e2e servers run without a virus scan');
    return {};
  }
  const database = path.join(dir, 'clamav', 'eicar-test.ndb');
  fs.mkdirSync(path.dirname(database), { recursive: true });
  fs.writeFileSync(database, `Eicar-Test-Signature:0:*:${Buffer.from(EICAR, 'latin1').toString('hex')}\n`);
  return {
    CLAMSCAN_PATH: execFileSync('sh', ['-c', 'command -v clamscan']).toString().trim(),
    CLAMSCAN_DATABASE: database,
    E2E_CLAMAV: '1',
  };
}
