// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { loadLazy, loadLazyIn } from './mount.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const happyDOM = () =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;

describe('lazy media', () => {
  it('swaps in the real image sources once', () => {
    document.body.innerHTML =
      '<img id="i" src="data:," data-lazy-src="/media/a.webp" data-lazy-srcset="/media/a-400.webp 400w, /media/a.webp 1100w" alt="">';
    const image = document.getElementById('i') as HTMLImageElement;
    loadLazy(image);
    expect(image.getAttribute('src')).toBe('/media/a.webp');
    expect(image.getAttribute('srcset')).toBe('/media/a-400.webp 400w, /media/a.webp 1100w');
    expect(image.hasAttribute('data-lazy-src')).toBe(false);
    expect(image.hasAttribute('data-lazy-loaded')).toBe(true);
  });

  it('never loads a source that is not https or same-site', () => {
    document.body.innerHTML =
      '<img id="i" src="data:," data-lazy-src="javascript:alert(1)" data-lazy-srcset="/ok.webp 400w, http://evil.example/x.webp 800w" alt="">';
    const image = document.getElementById('i') as HTMLImageElement;
    loadLazy(image);
    expect(image.getAttribute('src')).toBe('data:,');
    expect(image.hasAttribute('srcset')).toBe(false);
  });

  it('gives a video the source for the viewport width', () => {
    happyDOM().setViewport({ width: 900, height: 800 });
    document.body.innerHTML =
      '<div id="root"><video data-lazy-video-small="/s.mp4" data-lazy-video-medium="/m.mp4" data-lazy-video-large="/l.mp4" muted></video></div>';
    loadLazyIn(document.getElementById('root')!);
    expect(document.querySelector('video')!.getAttribute('src')).toBe('/m.mp4');
    happyDOM().setViewport({ width: 1280, height: 800 });
    document.body.innerHTML = '<video data-lazy-video-small="/s.mp4" data-lazy-video-large="/l.mp4"></video>';
    loadLazyIn(document.body);
    expect(document.querySelector('video')!.getAttribute('src')).toBe('/l.mp4');
  });
});
