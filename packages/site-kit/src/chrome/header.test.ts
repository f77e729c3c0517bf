import { describe, expect, it } from 'vitest';
import {
  HEADER_INITIAL_HEIGHT,
  headerHeight,
  initialHeaderState,
  nextHeaderState,
  type HeaderScrollState,
} from './header.ts';

const scroll = (positions: number[], height = 116): HeaderScrollState =>
  positions.reduce((state, y) => nextHeaderState(state, y, height), initialHeaderState());

describe('header height', () => {
  it('is the logo height plus twice the body font size', () => {
    expect(headerHeight(26)).toBe(116);
    expect(headerHeight(16)).toBe(96);
    expect(headerHeight(16, 40)).toBe(72);
  });
  it('falls back to the initial 116 px for an unmeasurable font size', () => {
    expect(headerHeight(Number.NaN)).toBe(HEADER_INITIAL_HEIGHT);
    expect(headerHeight(0)).toBe(116);
  });
});

describe('hide-on-scroll rule', () => {
  it('stays visible while scrolling down within the header height', () => {
    expect(scroll([50, 100, 116]).hidden).toBe(false);
  });
  it('hides once scrolling down past the header height', () => {
    expect(scroll([50, 117]).hidden).toBe(true);
    expect(scroll([400]).hidden).toBe(true);
  });
  it('stays hidden when scrolling up 25 px or less', () => {
    expect(scroll([500, 490, 475]).hidden).toBe(true);
  });
  it('shows when scrolling up by more than 25 px from the lowest point', () => {
    expect(scroll([500, 474]).hidden).toBe(false);
    // Several small upward steps add up.
    expect(scroll([500, 490, 480, 470]).hidden).toBe(false);
  });
  it('measures the upward distance from the latest turning point', () => {
    // Up 20, down again to 600, up 20: never 25 from a turning point.
    expect(scroll([500, 480, 600, 580]).hidden).toBe(true);
  });
  it('hides again on the next downward scroll past the height', () => {
    expect(scroll([500, 400, 401]).hidden).toBe(true);
  });
  it('shows at the top and treats overscroll as the top', () => {
    expect(scroll([500, 480, 0]).hidden).toBe(false);
    expect(scroll([200, 190, -30]).hidden).toBe(false);
  });
  it('uses the measured height', () => {
    expect(scroll([100], 96).hidden).toBe(true);
    expect(scroll([100], 116).hidden).toBe(false);
  });
  it('returns the same state when the position did not change', () => {
    const state = scroll([300]);
    expect(nextHeaderState(state, 300, 116)).toBe(state);
  });
});
