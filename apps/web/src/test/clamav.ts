/**
 * The real ClamAV engine for the tests, with a signature database made here for the EICAR test file (no signature
 * download: an .ndb hex signature that matches the EICAR string anywhere in a file, so a PDF carrying it is found
 * too). Where `clamscan` is missing the suites that need it skip visibly — but fail on CI, which installs it.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The EICAR anti-virus test string (68 bytes), put together here so that this source file is no test file itself. */
export const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');

export const EICAR_SIGNATURE = 'Eicar-Test-Signature';

/** Writes the EICAR signature database into `dir`; returns its path (for `clamscan -d`). */
export function writeEicarDatabase(dir: string): string {
  const file = path.join(dir, 'eicar-test.ndb');
  fs.writeFileSync(file, `${EICAR_SIGNATURE}:0:*:${Buffer.from(EICAR, 'latin1').toString('hex')}\n`);
  return file;
}

/** The clamscan program (CLAMSCAN_PATH, else on PATH), or null; on CI a missing one is an error. */
export function findClamscan(): string | null {
  const candidates = [process.env.CLAMSCAN_PATH, 'clamscan'].filter(Boolean) as string[];
  for (const program of candidates) {
    try {
      execFileSync(program, ['--version'], { stdio: 'ignore' });
      return program;
    } catch {
      // try the next
    }
  }
  if (process.env.CI) throw new Error('clamscan (Debian package clamav) is missing: the virus-scan tests need it');
  console.warn('[web] clamscan not found: skipping the tests that scan with the real ClamAV engine');
  return null;
}

/** A temporary directory with the EICAR database, and clamscan; null where clamscan is missing (not on CI). */
export function eicarClamscan(): { program: string; database: string; dir: string } | null {
  const program = findClamscan();
  if (!program) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-clamav-'));
  return { program, database: writeEicarDatabase(dir), dir };
}

/** The clamd program (on PATH or in /usr/sbin), or null; on CI a missing one is an error. */
export function findClamd(): string | null {
  for (const program of ['clamd', '/usr/sbin/clamd']) {
    try {
      execFileSync(program, ['--version'], { stdio: 'ignore' });
      return program;
    } catch {
      // try the next
    }
  }
  if (process.env.CI) throw new Error('clamd (Debian package clamav-daemon) is missing: the virus-scan tests need it');
  console.warn('[web] clamd not found: skipping the tests that scan with the real ClamAV daemon');
  return null;
}

/**
 * The real ClamAV daemon on a Unix socket in a temporary directory, with only the EICAR database; null where clamd
 * is missing (not on CI). `stop()` ends it and removes the directory.
 */
export async function startEicarClamd(): Promise<{ socket: string; stop: () => Promise<void> } | null> {
  const program = findClamd();
  if (!program) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-clamd-'));
  const databases = path.join(dir, 'db');
  fs.mkdirSync(databases);
  writeEicarDatabase(databases);
  const socket = path.join(dir, 'clamd.sock');
  const config = path.join(dir, 'clamd.conf');
  fs.writeFileSync(
    config,
    [`DatabaseDirectory ${databases}`, `LocalSocket ${socket}`, 'Foreground yes', `LogFile ${dir}/clamd.log`, ''].join(
      '\n',
    ),
  );
  const child = spawn(program, ['-c', config], { stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(socket)) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`clamd did not start: ${fs.readFileSync(`${dir}/clamd.log`, 'utf8').slice(-500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    socket,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
