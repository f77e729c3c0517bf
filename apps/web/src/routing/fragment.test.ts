import { describe, expect, it } from 'vitest';
import { bannerIdsToggledIn, fragmentRedirectLocation, isFragmentRequest } from './fragment';

describe('page fragments (?type=24818)', () => {
  it('are asked for with exactly type=24818; other values are ignored', () => {
    expect(isFragmentRequest(new URLSearchParams('type=24818'))).toBe(true);
    expect(isFragmentRequest(new URLSearchParams('ADMCMD_prev=ws&type=24818'))).toBe(true);
    expect(isFragmentRequest(new URLSearchParams('type=1'))).toBe(false);
    expect(isFragmentRequest(new URLSearchParams('type=24818x'))).toBe(false);
    expect(isFragmentRequest(new URLSearchParams(''))).toBe(false);
  });
  it('follow a page redirect and keep the preview parameter', () => {
    expect(fragmentRedirectLocation('/de/de', '?type=24818')).toBe('/de/de?type=24818');
    expect(fragmentRedirectLocation('/de/en', '?ADMCMD_prev=ws1&type=24818')).toBe('/de/en?ADMCMD_prev=ws1&type=24818');
  });
});

describe('banners an info button in a fragment opens', () => {
  it('are the ids of its data-banner-toggle buttons, each once', () => {
    const html =
      '<button class="button sk-banner-info" data-banner-toggle="7">A</button><p>x</p><button data-banner-toggle="12">B</button><button data-banner-toggle="7">C</button>';
    expect([...bannerIdsToggledIn(html)]).toEqual([7, 12]);
    expect(bannerIdsToggledIn('<p data-banner-toggle="x">no</p>').size).toBe(0);
  });
});
