import { describe, expect, it } from 'vitest';
import { Media } from '@/collections/Media/config';
import { anyone } from '@/access/anyone';
import {
  contentRange,
  isNotModified,
  mediaContentType,
  mediaEtag,
  mediaFilePaths,
  mediaHeaders,
  requestedRange,
} from './files';

const version = { size: 10_492, mtimeMs: Date.UTC(2026, 10, 22, 9, 30, 15, 640) };

describe('mediaContentType', () => {
  it('names the type of every kind of file the Media collection accepts', () => {
    expect(mediaContentType('group-about-hero-768x432.webp')).toBe('image/webp');
    expect(mediaContentType('Logo.SVG')).toBe('image/svg+xml');
    expect(mediaContentType('photo.jpeg')).toBe('image/jpeg');
    expect(mediaContentType('photo.jpg')).toBe('image/jpeg');
    expect(mediaContentType('scan.png')).toBe('image/png');
    expect(mediaContentType('picture.avif')).toBe('image/avif');
    expect(mediaContentType('Stellenprofil (2026).pdf')).toBe('application/pdf');
  });

  it('refuses paths, hidden files, control characters, unknown types and overlong names', () => {
    for (const name of [
      '',
      '../cms.db',
      '..',
      'a/b.webp',
      'a\\b.webp',
      '.hidden.webp',
      'payload-secret',
      'cms.db',
      'x.webp\u0000.txt',
      'x\n.webp',
      'page.html',
      `${'a'.repeat(252)}.webp`,
    ]) {
      expect(mediaContentType(name), JSON.stringify(name)).toBeNull();
    }
    expect(mediaContentType(`${'a'.repeat(250)}.webp`)).toBe('image/webp');
  });

  it('is only safe because every media file is public: the collection must stay readable by anyone', () => {
    expect(Media.access?.read).toBe(anyone);
  });
});

describe('conditional requests', () => {
  const etag = mediaEtag(version);

  it('answers 304 to a matching If-None-Match, weak or strong, in a list or as *', () => {
    expect(isNotModified(new Headers({ 'if-none-match': etag }), version)).toBe(true);
    expect(isNotModified(new Headers({ 'if-none-match': etag.slice(2) }), version)).toBe(true);
    expect(isNotModified(new Headers({ 'if-none-match': `"other", ${etag}` }), version)).toBe(true);
    expect(isNotModified(new Headers({ 'if-none-match': '*' }), version)).toBe(true);
  });

  it('sends the file again when the file changed: other size or time', () => {
    expect(isNotModified(new Headers({ 'if-none-match': etag }), { ...version, size: version.size + 1 })).toBe(false);
    expect(isNotModified(new Headers({ 'if-none-match': etag }), { ...version, mtimeMs: version.mtimeMs + 1 })).toBe(
      false,
    );
  });

  it('uses If-Modified-Since only without If-None-Match, to the second', () => {
    const lastModified = mediaHeaders('image/webp', version)['last-modified']!;
    expect(lastModified).toBe('Sun, 22 Nov 2026 09:30:15 GMT');
    expect(isNotModified(new Headers({ 'if-modified-since': lastModified }), version)).toBe(true);
    expect(isNotModified(new Headers({ 'if-modified-since': 'Sun, 22 Nov 2026 09:30:14 GMT' }), version)).toBe(false);
    expect(isNotModified(new Headers({ 'if-modified-since': 'not a date' }), version)).toBe(false);
    expect(isNotModified(new Headers({ 'if-none-match': '"other"', 'if-modified-since': lastModified }), version)).toBe(
      false,
    );
    expect(isNotModified(new Headers(), version)).toBe(false);
  });

  it('gives 200 and 304 the same validators and cache lifetime', () => {
    expect(mediaHeaders('image/webp', version)).toEqual({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
      etag,
      'last-modified': 'Sun, 22 Nov 2026 09:30:15 GMT',
      'accept-ranges': 'bytes',
    });
  });
});

describe('byte ranges', () => {
  const pdf = 'application/pdf';
  const ask = (headers: Record<string, string>, contentType = pdf) =>
    requestedRange(new Headers(headers), version, contentType);
  const last = version.size - 1;

  it('serves one part: from-to, from-to-end, the last n bytes, an end past the file cut to its end', () => {
    expect(ask({ range: 'bytes=0-99' })).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(ask({ range: 'bytes=10000-' })).toEqual({ kind: 'part', start: 10_000, end: last });
    expect(ask({ range: 'bytes=-500' })).toEqual({ kind: 'part', start: version.size - 500, end: last });
    expect(ask({ range: 'bytes=10000-99999' })).toEqual({ kind: 'part', start: 10_000, end: last });
    expect(ask({ range: 'Bytes = 5-5' })).toEqual({ kind: 'part', start: 5, end: 5 });
  });

  it('merges overlapping and adjacent ranges into one part, and sends the whole file for parts that stay apart', () => {
    expect(ask({ range: 'bytes=0-99,100-199,150-300' })).toEqual({ kind: 'part', start: 0, end: 300 });
    expect(ask({ range: 'bytes=0-9,500-599' })).toEqual({ kind: 'whole' });
  });

  it('sends the whole file without a Range, for another unit and for SVG files, which the server compresses', () => {
    expect(ask({})).toEqual({ kind: 'whole' });
    expect(ask({ range: 'items=0-5' })).toEqual({ kind: 'whole' });
    expect(ask({ range: 'bytes=0-99' }, 'image/svg+xml')).toEqual({ kind: 'whole' });
    expect(mediaHeaders('image/svg+xml', version)['accept-ranges']).toBe('none');
  });

  it('refuses ranges outside the file and byte ranges that do not parse', () => {
    for (const range of [
      `bytes=${version.size}-`,
      'bytes=20000-30000',
      'bytes=-0',
      'bytes=5-2',
      'bytes=abc',
      'bytes=',
      'bytes=-',
    ]) {
      expect(ask({ range }), range).toEqual({ kind: 'unsatisfiable' });
    }
    expect(ask({ range: 'bytes=0-9,abc' })).toEqual({ kind: 'unsatisfiable' });
    expect(requestedRange(new Headers({ range: 'bytes=0-' }), { ...version, size: 0 }, pdf)).toEqual({
      kind: 'unsatisfiable',
    });
  });

  it('ignores empty list elements, and sends an empty file whole for a suffix range', () => {
    expect(ask({ range: 'bytes=0-99, ,' })).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(requestedRange(new Headers({ range: 'bytes=-1' }), { ...version, size: 0 }, pdf)).toEqual({ kind: 'whole' });
  });

  it('If-Range: the part while the file is unchanged (its Last-Modified), the whole file once it changed', () => {
    const lastModified = mediaHeaders(pdf, version)['last-modified']!;
    expect(ask({ range: 'bytes=0-99', 'if-range': lastModified })).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(ask({ range: 'bytes=0-99', 'if-range': 'Sun, 22 Nov 2026 09:30:14 GMT' })).toEqual({ kind: 'whole' });
    expect(ask({ range: 'bytes=0-99', 'if-range': 'not a date' })).toEqual({ kind: 'whole' });
    // Entity tags need a strong match (RFC 9110 §13.1.5); ours are weak, so the file comes whole.
    expect(ask({ range: 'bytes=0-99', 'if-range': mediaEtag(version) })).toEqual({ kind: 'whole' });
    expect(ask({ range: 'bytes=0-99', 'if-range': mediaEtag(version).slice(2) })).toEqual({ kind: 'whole' });
  });

  it('names the part, or the size alone when refusing', () => {
    expect(contentRange(10_492, { start: 0, end: 99 })).toBe('bytes 0-99/10492');
    expect(contentRange(10_492)).toBe('bytes */10492');
  });
});

describe('the paths of a media document', () => {
  it('lists the upload and each size, encoded, and nothing that is no stored file name', () => {
    expect(
      mediaFilePaths({
        filename: 'team photo.webp',
        sizes: {
          thumbnail: { filename: 'team photo-400x267.webp' },
          large: { filename: null },
          bad: { filename: '../x.webp' },
        },
      }),
    ).toEqual(['/cms-api/media/file/team%20photo.webp', '/cms-api/media/file/team%20photo-400x267.webp']);
    expect(mediaFilePaths(undefined)).toEqual([]);
  });
});
