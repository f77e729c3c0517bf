import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, deflatePieces, gzipJoined } from './gzip-pieces';

const gunzip = (body: Buffer) => zlib.gunzipSync(body).toString('utf8');

function gzipOf(text: string, nonce: string, glue: string): Buffer {
  const pieces = text.split(nonce).map((piece) => Buffer.from(piece, 'utf8'));
  return gzipJoined(pieces, deflatePieces(pieces, glue.length)!, Buffer.from(glue, 'utf8'));
}

describe('gzip of a kept page around a fresh nonce', () => {
  it('decodes to the page with the new nonce at every place of the old one', () => {
    const page = '<script nonce="OLD">a()</script><p>Grüße ✓</p><script nonce="OLD">b()</script>'.repeat(50);
    expect(gunzip(gzipOf(page, 'OLD', 'NEW'))).toBe(page.split('OLD').join('NEW'));
    // Text right around the nonce repeats: a back-reference across the nonce's place would copy the wrong bytes.
    const around = 'x="OLD" x="OLD" x="ABC" x="OLD"'.repeat(30);
    expect(gunzip(gzipOf(around, 'OLD', 'ABC'))).toBe(around.split('OLD').join('ABC'));
    expect(gunzip(gzipOf(around, 'OLD', 'QQQ'))).toBe(around.split('OLD').join('QQQ'));
  });

  it('handles a page that starts or ends with the nonce, and one without it', () => {
    expect(gunzip(gzipOf('OLDmiddleOLD', 'OLD', 'x'))).toBe('xmiddlex');
    expect(gunzip(gzipOf('no nonce here', 'OLD', 'x'))).toBe('no nonce here');
    expect(gunzip(gzipOf('', 'OLD', 'x'))).toBe('');
  });

  it('keeps a page larger than the deflate window, and a glue longer than a stored block', () => {
    const random = Buffer.alloc(200_000);
    for (let i = 0; i < random.length; i += 1) random[i] = (i * 7919 + (i >> 3)) % 251;
    const old = 'o'.repeat(70_000);
    const text = `${random.toString('base64')}${old}${'z'.repeat(70_000)}${old}end`;
    const glue = 'y'.repeat(70_000);
    expect(gunzip(gzipOf(text, old, glue))).toBe(text.split(old).join(glue));
  });

  it('compresses within 15 % of compressing the whole page (2–3 % on a real page: fewer, larger pieces)', () => {
    // A page like ours: some 30 scripts with the nonce over 60 KB of markup that repeats itself.
    const [kept, fresh] = ['OLDNONCEOLDNONCEOLDNON==', 'abcdefghijklmnopqrstuv=='];
    const words = ['Ingenieur', 'Stuttgart', 'Vollzeit', 'Projekt', 'Elektrotechnik', 'Hamburg', 'Teilzeit', 'Berater'];
    const word = (n: number) => `${words[n % words.length]}${(n * 2654435761) % 9973}`;
    const card = (i: number) =>
      `<li class="card"><h2>${word(i)} (m/w/d)</h2><p>${word(i * 3 + 1)} · ${word(i * 7 + 2)}</p></li>`;
    const chunk = (i: number) => `<ul>${Array.from({ length: 30 }, (_, j) => card(i * 30 + j)).join('')}</ul>`;
    const page = Array.from({ length: 30 }, (_, i) => `${chunk(i)}<script nonce="${kept}">self.p(${i})</script>`).join(
      '',
    );
    const ours = gzipOf(page, kept, fresh).length;
    const whole = zlib.gzipSync(page.split(kept).join(fresh)).length;
    expect(ours).toBeLessThan(whole * 1.15);
  });

  it('leaves a text with a NUL byte to compression per response', () => {
    expect(deflatePieces([Buffer.from('a\0b'), Buffer.from('c')], 3)).toBeNull();
  });
});

describe('whether a client takes gzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['identity', false],
    ['gzip;q=0', false],
    ['br', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
