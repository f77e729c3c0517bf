import { describe, expect, it } from 'vitest';
import { Media } from '@/collections/Media/config';
import { anyone } from '@/access/anyone';
import { isNotModified, mediaContentType, mediaEtag, mediaHeaders } from './media-files';

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
    for (const name of ['', '../cms.db', '..', 'a/b.webp', 'a\\b.webp', '.hidden.webp', 'payload-secret', 'cms.db', 'x.webp\u0000.txt', 'x\n.webp', 'page.html', `${'a'.repeat(252)}.webp`]) {
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
    expect(isNotModified(new Headers({ 'if-none-match': etag }), { ...version, mtimeMs: version.mtimeMs + 1 })).toBe(false);
  });

  it('uses If-Modified-Since only without If-None-Match, to the second', () => {
    const lastModified = mediaHeaders('image/webp', version)['last-modified']!;
    expect(lastModified).toBe('Sun, 22 Nov 2026 09:30:15 GMT');
    expect(isNotModified(new Headers({ 'if-modified-since': lastModified }), version)).toBe(true);
    expect(isNotModified(new Headers({ 'if-modified-since': 'Sun, 22 Nov 2026 09:30:14 GMT' }), version)).toBe(false);
    expect(isNotModified(new Headers({ 'if-modified-since': 'not a date' }), version)).toBe(false);
    expect(isNotModified(new Headers({ 'if-none-match': '"other"', 'if-modified-since': lastModified }), version)).toBe(false);
    expect(isNotModified(new Headers(), version)).toBe(false);
  });

  it('gives 200 and 304 the same validators and cache lifetime', () => {
    expect(mediaHeaders('image/webp', version)).toEqual({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
      etag,
      'last-modified': 'Sun, 22 Nov 2026 09:30:15 GMT',
    });
  });
});
