/**
 * Virus scanning of uploaded CV files with ClamAV, configured by the environment:
 *  - `CLAMAV_SOCKET` (a clamd Unix socket) or `CLAMAV_HOST` + `CLAMAV_PORT` (clamd over TCP; port 3310 when not
 *    given): the file is streamed to the daemon with its INSTREAM command;
 *  - else `CLAMSCAN_PATH` (the `clamscan` program), with `CLAMSCAN_DATABASE` passed as `-d` when set: the file is
 *    piped to it;
 *  - none of these: no scan (`scanner` is null).
 * Every answer is clean, infected (with the signature's name) or failed; the upload refuses anything but clean, so
 * a scanner that is down or answers nonsense stores nothing unscanned (fail closed). The parsers are pure and
 * unit-tested; the scanners themselves run against the real ClamAV engine in the integration and e2e suites.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';

export type ScanResult =
  { kind: 'clean' } | { kind: 'infected'; signature: string } | { kind: 'failed'; reason: string };

export interface VirusScanner {
  /** What scans (for the logs): `clamd unix:/run/clamav/clamd.ctl`, `clamscan /usr/bin/clamscan`. */
  name: string;
  scan(bytes: Uint8Array): Promise<ScanResult>;
}

/** Scans take seconds at most; one that hangs is a failure. */
export const SCAN_TIMEOUT_MS = 60_000;
/** INSTREAM chunks (clamd reads each with its 4-byte length). */
const CHUNK = 64 * 1024;

/** clamd's answer to INSTREAM (`stream: OK`, `stream: Eicar-Test-Signature FOUND`, `… ERROR`), NUL-terminated. */
export function parseClamdReply(reply: string): ScanResult {
  const text = reply.replace(/\0+$/, '').trim();
  if (/^(?:stream|\S+): OK$/.test(text)) return { kind: 'clean' };
  const found = /^(?:stream|\S+): (.+) FOUND$/.exec(text);
  if (found) return { kind: 'infected', signature: found[1]!.trim() };
  return { kind: 'failed', reason: text || 'no answer' };
}

/**
 * clamscan's outcome for a file read from stdin (`--no-summary`): exit 0 is clean, exit 1 with
 * `stdin: NAME FOUND` infected, anything else (2: no signatures, unreadable database, …) failed.
 */
export function parseClamscanResult(code: number | null, stdout: string, stderr = ''): ScanResult {
  if (code === 0) return { kind: 'clean' };
  if (code === 1) {
    const found = /^(?:stdin|-|\S+): (.+) FOUND$/m.exec(stdout);
    if (found) return { kind: 'infected', signature: found[1]!.trim() };
  }
  const reason = `${stderr || stdout}`.trim().split('\n').slice(-1)[0] ?? '';
  return { kind: 'failed', reason: `clamscan exit ${code ?? 'signal'}${reason ? `: ${reason}` : ''}` };
}

/** The INSTREAM frames of a file: each chunk after its length (4 bytes, big-endian), then a zero length. */
export function instreamFrames(bytes: Uint8Array, chunk = CHUNK): Buffer[] {
  const frames: Buffer[] = [Buffer.from('zINSTREAM\0')];
  for (let offset = 0; offset < bytes.byteLength; offset += chunk) {
    const part = bytes.subarray(offset, Math.min(offset + chunk, bytes.byteLength));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(part.byteLength);
    frames.push(length, Buffer.from(part));
  }
  frames.push(Buffer.alloc(4));
  return frames;
}

function clamdScanner(target: net.NetConnectOpts, name: string, timeoutMs: number): VirusScanner {
  return {
    name,
    scan: (bytes) =>
      new Promise<ScanResult>((resolve) => {
        const chunks: Buffer[] = [];
        let settled = false;
        const done = (result: ScanResult) => {
          if (settled) return;
          settled = true;
          socket.destroy();
          resolve(result);
        };
        const socket = net.createConnection(target);
        socket.setTimeout(timeoutMs, () => done({ kind: 'failed', reason: 'clamd timed out' }));
        socket.on('connect', () => {
          for (const frame of instreamFrames(bytes)) socket.write(frame);
        });
        socket.on('data', (data) => {
          chunks.push(data);
          if (data.includes(0)) done(parseClamdReply(Buffer.concat(chunks).toString('utf8')));
        });
        socket.on('end', () => done(parseClamdReply(Buffer.concat(chunks).toString('utf8'))));
        socket.on('error', (error) => done({ kind: 'failed', reason: `clamd: ${error.message}` }));
      }),
  };
}

function clamscanScanner(program: string, database: string | null, timeoutMs: number): VirusScanner {
  const args = ['--no-summary', '--stdout', ...(database ? ['-d', database] : []), '-'];
  return {
    name: `clamscan ${program}`,
    scan: (bytes) =>
      new Promise<ScanResult>((resolve) => {
        let stdout = '';
        let stderr = '';
        let settled = false;
        const done = (result: ScanResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(result);
        };
        const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'] });
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          done({ kind: 'failed', reason: 'clamscan timed out' });
        }, timeoutMs);
        child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
        child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
        child.on('error', (error) => done({ kind: 'failed', reason: `clamscan: ${error.message}` }));
        child.on('close', (code) => done(parseClamscanResult(code, stdout, stderr)));
        // clamscan may stop reading early (a broken pipe is then its answer, not ours).
        child.stdin.on('error', () => undefined);
        child.stdin.end(Buffer.from(bytes));
      }),
  };
}

/** The scanner the environment configures, or null when none is (then uploads are stored unscanned). */
export function configuredScanner(
  env: Record<string, string | undefined> = process.env,
  timeoutMs = SCAN_TIMEOUT_MS,
): VirusScanner | null {
  if (env.CLAMAV_SOCKET) return clamdScanner({ path: env.CLAMAV_SOCKET }, `clamd unix:${env.CLAMAV_SOCKET}`, timeoutMs);
  if (env.CLAMAV_HOST) {
    const port = Number(env.CLAMAV_PORT || 3310);
    return clamdScanner({ host: env.CLAMAV_HOST, port }, `clamd ${env.CLAMAV_HOST}:${port}`, timeoutMs);
  }
  if (env.CLAMSCAN_PATH) return clamscanScanner(env.CLAMSCAN_PATH, env.CLAMSCAN_DATABASE || null, timeoutMs);
  return null;
}
