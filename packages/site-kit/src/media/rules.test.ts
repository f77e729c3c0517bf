import { describe, expect, it } from 'vitest';
import { LAZY_OBSERVER, isMediaUrl, videoSourceFor } from './rules.ts';

describe('lazy loading (SPEC §9.5)', () => {
  it('observes with rootMargin 50px 0px and threshold 0.01', () => {
    expect(LAZY_OBSERVER).toEqual({ rootMargin: '50px 0px', threshold: 0.01 });
  });
});

describe('video source per width (SPEC §9.5)', () => {
  const all = { small: '/s.mp4', medium: '/m.mp4', large: '/l.mp4' };
  it('large at 1100 px or more, medium at 768 px or more, small below', () => {
    expect(videoSourceFor(1100, all)).toBe('/l.mp4');
    expect(videoSourceFor(1099, all)).toBe('/m.mp4');
    expect(videoSourceFor(768, all)).toBe('/m.mp4');
    expect(videoSourceFor(767, all)).toBe('/s.mp4');
  });
  it('falls back to a smaller, then a larger source', () => {
    expect(videoSourceFor(1200, { small: '/s.mp4', medium: '/m.mp4' })).toBe('/m.mp4');
    expect(videoSourceFor(400, { large: '/l.mp4' })).toBe('/l.mp4');
    expect(videoSourceFor(400, {})).toBeNull();
  });
});

describe('media URLs', () => {
  it('https and same-site paths only', () => {
    expect(isMediaUrl('/media/a.mp4')).toBe(true);
    expect(isMediaUrl('https://cdn.example/a.mp4')).toBe(true);
    expect(isMediaUrl('http://cdn.example/a.mp4')).toBe(false);
    expect(isMediaUrl('//cdn.example/a.mp4')).toBe(false);
    expect(isMediaUrl('javascript:alert(1)')).toBe(false);
    expect(isMediaUrl('')).toBe(false);
    expect(isMediaUrl(null)).toBe(false);
  });
});
