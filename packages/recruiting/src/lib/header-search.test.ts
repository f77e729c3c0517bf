import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HEADER_SEARCH_FOCUS_DELAY_MS, SEARCH_BOX_ANIMATION_MS } from './form-limits.ts';
import {
  headerSearchExpanded,
  headerSearchHref,
  headerSearchMounted,
  headerSearchTarget,
  headerSearchTransition,
  trappedFocusIndex,
  type HeaderSearchEvent,
  type HeaderSearchPhase,
} from './header-search.ts';
import { defaultConfig } from './types.ts';
import { VARIANTS } from './variants.ts';

const run = (events: HeaderSearchEvent[], from: HeaderSearchPhase = 'closed') =>
  events.reduce<{ phase: HeaderSearchPhase; cleared: number }>(
    (state, event) => {
      const step = headerSearchTransition(state.phase, event);
      return { phase: step.phase, cleared: state.cleared + (step.clearFields ? 1 : 0) };
    },
    { phase: from, cleared: 0 },
  );

describe('header search box states (SPEC §2.11, §9.3)', () => {
  it('opens and closes with a 250 ms animation each way', () => {
    expect(SEARCH_BOX_ANIMATION_MS).toBe(250);
    expect(HEADER_SEARCH_FOCUS_DELAY_MS).toBe(500);
    expect(headerSearchTransition('closed', 'open')).toEqual({
      phase: 'opening',
      clearFields: false,
      animationMs: 250,
    });
    expect(headerSearchTransition('opening', 'animation-end')).toEqual({
      phase: 'open',
      clearFields: false,
      animationMs: null,
    });
    expect(headerSearchTransition('open', 'close')).toEqual({ phase: 'closing', clearFields: true, animationMs: 250 });
    expect(headerSearchTransition('closing', 'animation-end')).toEqual({
      phase: 'closed',
      clearFields: false,
      animationMs: null,
    });
  });

  it('closes while still animating in, and animates back in when opened while closing', () => {
    expect(headerSearchTransition('opening', 'close')).toMatchObject({ phase: 'closing', clearFields: true });
    expect(headerSearchTransition('closing', 'open')).toMatchObject({ phase: 'opening', animationMs: 250 });
  });

  it('ignores repeated events and stray timers', () => {
    expect(headerSearchTransition('open', 'open')).toEqual({ phase: 'open', clearFields: false, animationMs: null });
    expect(headerSearchTransition('opening', 'open').animationMs).toBeNull();
    expect(headerSearchTransition('closed', 'close')).toEqual({
      phase: 'closed',
      clearFields: false,
      animationMs: null,
    });
    expect(headerSearchTransition('closing', 'close').clearFields).toBe(false);
    expect(headerSearchTransition('closed', 'animation-end').phase).toBe('closed');
    expect(headerSearchTransition('open', 'animation-end').phase).toBe('open');
  });

  it('is in the page from opening until closed; expanded only on the way in', () => {
    expect((['closed', 'opening', 'open', 'closing'] as const).map(headerSearchMounted)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect((['closed', 'opening', 'open', 'closing'] as const).map(headerSearchExpanded)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('any event sequence: a close always ends closed with the fields cleared; the timer is the only way to closed', () => {
    const event = fc.constantFrom<HeaderSearchEvent>('open', 'close', 'animation-end');
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const before = run(events);
        if (!headerSearchExpanded(before.phase)) return;
        const after = run(['close', 'animation-end'], before.phase);
        expect(after).toEqual({ phase: 'closed', cleared: 1 });
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom<HeaderSearchPhase>('opening', 'open', 'closing'), event, (phase, next) => {
        const step = headerSearchTransition(phase, next);
        if (step.phase === 'closed') expect([phase, next]).toEqual(['closing', 'animation-end']);
      }),
    );
  });
});

describe('header search box focus trap', () => {
  it('wraps at either end and lets the browser move focus in between', () => {
    expect(trappedFocusIndex(4, 3, false)).toBe(0);
    expect(trappedFocusIndex(4, 0, true)).toBe(3);
    expect(trappedFocusIndex(4, 1, false)).toBeNull();
    expect(trappedFocusIndex(4, 2, true)).toBeNull();
    expect(trappedFocusIndex(1, 0, false)).toBe(0);
  });
  it('brings focus from outside back in, and does nothing without focusable elements', () => {
    expect(trappedFocusIndex(4, -1, false)).toBe(0);
    expect(trappedFocusIndex(4, -1, true)).toBe(3);
    expect(trappedFocusIndex(0, -1, false)).toBeNull();
  });
});

describe('header search box links (SPEC §2.10)', () => {
  const config = defaultConfig({ variant: 'brand-a', maincareer: '/de/de/karriere' });
  const empty = { text: '', lat: null, lon: null };

  it('leads to the career page without JavaScript, or to the touch main search', () => {
    expect(headerSearchHref(config, VARIANTS['brand-a'])).toBe('/de/de/karriere');
    expect(headerSearchHref({ ...config, touchUrls: { main: 'https://m.example/jobs' } }, VARIANTS['brand-a'])).toBe(
      'https://m.example/jobs?type=3',
    );
  });

  it('searches on the career page with search= and city=; the hidden radius is never written', () => {
    expect(headerSearchTarget({ keyword: 'Ingenieur', city: empty }, config, VARIANTS['brand-a'])).toBe(
      '/de/de/karriere?search=Ingenieur',
    );
    expect(headerSearchTarget({ keyword: '  ', city: empty }, config, VARIANTS['brand-a'])).toBe('/de/de/karriere');
    const city = { text: 'München', lat: 48.137, lon: 11.575 };
    expect(headerSearchTarget({ keyword: 'SPS & C++', city }, config, VARIANTS['brand-a'])).toBe(
      '/de/de/karriere?search=SPS+%26+C%2B%2B&city=M%C3%BCnchen;48.137;11.575',
    );
    // A default radius of '0' (brand B's rule) stays out of the URL as well.
    expect(headerSearchTarget({ keyword: '', city }, config, VARIANTS['brand-b'])).not.toContain('radius');
  });

  it('keeps the form limits', () => {
    const target = headerSearchTarget({ keyword: 'x'.repeat(150), city: empty }, config, VARIANTS['brand-a']);
    expect(new URL(target, 'http://h').searchParams.get('search')).toHaveLength(100);
  });
});
