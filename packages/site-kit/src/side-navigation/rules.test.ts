import { describe, expect, it } from 'vitest';
import { clickAction, contentState, fragmentUrl, isClickBlocked, previewOf } from './rules.ts';

const page = 'http://brand-a.localhost:3000/de/de/ueber-uns';

describe('fragment URL (SPEC §2.1, §7.2)', () => {
  it('is the link path with type=24818', () => {
    expect(fragmentUrl('/de/de/karriere', page, null)).toBe('/de/de/karriere?type=24818');
    expect(fragmentUrl('karriere#team', page, null)).toBe('/de/de/karriere?type=24818');
  });
  it('adds ADMCMD_prev for a workspace preview and replaces stale values', () => {
    expect(fragmentUrl('/de/de/karriere?type=1&ADMCMD_prev=old', page, 'ws 1')).toBe(
      '/de/de/karriere?type=24818&ADMCMD_prev=ws+1',
    );
    expect(previewOf(`${page}?ADMCMD_prev=abc`)).toBe('abc');
    expect(previewOf(page)).toBeNull();
  });
  it('is null for other origins, which navigate normally', () => {
    expect(fragmentUrl('https://example.com/de/de', page, null)).toBeNull();
    expect(fragmentUrl('http://brand-b.localhost:3000/de/de', page, null)).toBeNull();
  });
});

describe('600 ms link guard (SPEC §9.3)', () => {
  it('blocks clicks within 600 ms of the previous one', () => {
    expect(isClickBlocked(undefined, 1000)).toBe(false);
    expect(isClickBlocked(1000, 1599)).toBe(true);
    expect(isClickBlocked(1000, 1600)).toBe(false);
  });
  it('a click on the active link closes, any other opens', () => {
    expect(clickAction('/de/de/a', '/de/de/a')).toBe('close');
    expect(clickAction('/de/de/a', '/de/de/b')).toBe('open');
    expect(clickAction(null, '/de/de/a')).toBe('open');
  });
});

describe('layer content (SPEC §8.2)', () => {
  it('shows the content, the 204 block when it is empty, the 404 block when the request failed', () => {
    expect(contentState({ ok: true, status: 200, data: { content: '<p>x</p>' } })).toEqual({
      kind: 'content',
      html: '<p>x</p>',
    });
    expect(contentState({ ok: true, status: 200, data: { content: '  ' } })).toEqual({ kind: 'empty' });
    expect(contentState({ ok: true, status: 200, data: {} })).toEqual({ kind: 'empty' });
    expect(contentState({ ok: true, status: 204, data: null })).toEqual({ kind: 'empty' });
    expect(contentState({ ok: true, status: 200, data: '<html>' })).toEqual({ kind: 'empty' });
    expect(contentState({ ok: false, status: 500, data: null })).toEqual({ kind: 'failed' });
    expect(contentState({ ok: false, status: 404, data: { status: 404 } })).toEqual({ kind: 'failed' });
  });
});
