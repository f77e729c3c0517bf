import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EICAR, eicarClamscan, startEicarClamd } from '@/test/clamav';
import { configuredScanner, instreamFrames, parseClamdReply, parseClamscanResult } from './virus-scan';

describe('parseClamdReply', () => {
  it('reads clean, infected and errors', () => {
    expect(parseClamdReply('stream: OK\0')).toEqual({ kind: 'clean' });
    expect(parseClamdReply('stream: Eicar-Test-Signature FOUND\0')).toEqual({
      kind: 'infected',
      signature: 'Eicar-Test-Signature',
    });
    expect(parseClamdReply('INSTREAM size limit exceeded. ERROR\0')).toEqual({
      kind: 'failed',
      reason: 'INSTREAM size limit exceeded. ERROR',
    });
    expect(parseClamdReply('')).toEqual({ kind: 'failed', reason: 'no answer' });
  });
});

describe('parseClamscanResult', () => {
  it('reads the exit code and the FOUND line', () => {
    expect(parseClamscanResult(0, 'stdin: OK\n')).toEqual({ kind: 'clean' });
    expect(parseClamscanResult(1, 'stdin: Eicar-Test-Signature.UNOFFICIAL FOUND\n')).toEqual({
      kind: 'infected',
      signature: 'Eicar-Test-Signature.UNOFFICIAL',
    });
  });
  it('treats everything else as a failure (no database, a signal, exit 1 without a name)', () => {
    expect(parseClamscanResult(2, '', "LibClamAV Error: no database\nERROR: Can't open file")).toEqual({
      kind: 'failed',
      reason: "clamscan exit 2: ERROR: Can't open file",
    });
    expect(parseClamscanResult(null, '')).toMatchObject({ kind: 'failed' });
    expect(parseClamscanResult(1, 'something else')).toMatchObject({ kind: 'failed' });
  });
});

describe('instreamFrames', () => {
  it('sends the command, each chunk after its big-endian length, then a zero length', () => {
    const frames = instreamFrames(new Uint8Array([1, 2, 3, 4, 5]), 2);
    expect(Buffer.concat(frames)).toEqual(
      Buffer.concat([
        Buffer.from('zINSTREAM\0'),
        Buffer.from([0, 0, 0, 2, 1, 2, 0, 0, 0, 2, 3, 4, 0, 0, 0, 1, 5]),
        Buffer.from([0, 0, 0, 0]),
      ]),
    );
  });
});

describe('configuredScanner', () => {
  it('is none without configuration, and clamd before clamscan', () => {
    expect(configuredScanner({})).toBeNull();
    expect(configuredScanner({ CLAMSCAN_PATH: '/usr/bin/clamscan' })?.name).toBe('clamscan /usr/bin/clamscan');
    expect(configuredScanner({ CLAMAV_HOST: 'av', CLAMSCAN_PATH: '/usr/bin/clamscan' })?.name).toBe('clamd av:3310');
    expect(configuredScanner({ CLAMAV_SOCKET: '/run/c.ctl', CLAMAV_HOST: 'av' })?.name).toBe('clamd unix:/run/c.ctl');
  });

  it('fails closed when the scanner cannot be reached or started', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const clamd = configuredScanner({ CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(port) })!;
    expect(await clamd.scan(new Uint8Array([1]))).toMatchObject({ kind: 'failed' });
    const missing = configuredScanner({ CLAMSCAN_PATH: '/nonexistent/clamscan' })!;
    expect(await missing.scan(new Uint8Array([1]))).toMatchObject({ kind: 'failed' });
  });
});

describe('clamd (INSTREAM) with the real ClamAV daemon', () => {
  let clamd: Awaited<ReturnType<typeof startEicarClamd>> = null;
  beforeAll(async () => {
    clamd = await startEicarClamd();
  }, 60_000);
  afterAll(() => clamd?.stop());

  it('finds EICAR, also inside a PDF, and passes a clean file', async (context) => {
    if (!clamd) return context.skip();
    const scanner = configuredScanner({ CLAMAV_SOCKET: clamd.socket })!;
    expect(await scanner.scan(Buffer.from(EICAR))).toEqual({
      kind: 'infected',
      signature: 'Eicar-Test-Signature.UNOFFICIAL',
    });
    expect(await scanner.scan(Buffer.from(`%PDF-1.4\n${'x'.repeat(200_000)}${EICAR}\n%%EOF\n`))).toMatchObject({
      kind: 'infected',
    });
    expect(await scanner.scan(Buffer.from('%PDF-1.4\n%%EOF\n'))).toEqual({ kind: 'clean' });
  });
});

describe('clamscan with the real ClamAV engine', () => {
  const clam = eicarClamscan();
  afterAll(() => clam && fs.rmSync(clam.dir, { recursive: true, force: true }));
  const scanner = clam && configuredScanner({ CLAMSCAN_PATH: clam.program, CLAMSCAN_DATABASE: clam.database });
  const itWith = clam ? it : it.skip;

  itWith('finds EICAR, also inside a PDF, and passes a clean file', async () => {
    expect(await scanner!.scan(Buffer.from(EICAR))).toEqual({
      kind: 'infected',
      signature: 'Eicar-Test-Signature.UNOFFICIAL',
    });
    expect(await scanner!.scan(Buffer.from(`%PDF-1.4\n${EICAR}\n%%EOF\n`))).toMatchObject({ kind: 'infected' });
    expect(await scanner!.scan(Buffer.from('%PDF-1.4\n%%EOF\n'))).toEqual({ kind: 'clean' });
  });

  itWith('fails closed without a signature database', async () => {
    const empty = configuredScanner({ CLAMSCAN_PATH: clam!.program, CLAMSCAN_DATABASE: `${clam!.dir}/none.ndb` })!;
    expect(await empty.scan(Buffer.from('%PDF-1.4\n'))).toMatchObject({ kind: 'failed' });
  });
});
