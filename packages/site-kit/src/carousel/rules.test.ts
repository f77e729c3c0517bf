import { describe, expect, it } from 'vitest';
import {
  autoplayInterval,
  breakpointOf,
  isEndless,
  paginationLabel,
  positionCount,
  progressMs,
  swipeDecision,
  targetPosition,
  transitionMs,
  visibleSlides,
} from './rules.ts';

describe('breakpoints (SPEC §9.5)', () => {
  it('phone from 1, tablet from 768, desktop from 1100, large desktop from 1920, big desktop from 2500', () => {
    expect(breakpointOf(390)).toBe('phone');
    expect(breakpointOf(767)).toBe('phone');
    expect(breakpointOf(768)).toBe('tablet');
    expect(breakpointOf(1099)).toBe('tablet');
    expect(breakpointOf(1100)).toBe('desktop');
    expect(breakpointOf(1920)).toBe('largedesktop');
    expect(breakpointOf(2560)).toBe('bigdesktop');
  });
});

describe('visible slides (SPEC §9.5)', () => {
  it('full number on desktop, ÷1.5 rounded on tablet, ÷3 rounded on phone, at least 1', () => {
    expect(visibleSlides(3, 1280)).toBe(3);
    expect(visibleSlides(3, 2600)).toBe(3);
    expect(visibleSlides(3, 900)).toBe(2);
    expect(visibleSlides(4, 900)).toBe(3);
    expect(visibleSlides(3, 400)).toBe(1);
    expect(visibleSlides(5, 400)).toBe(2);
    expect(visibleSlides(1, 400)).toBe(1);
    expect(visibleSlides(1, 900)).toBe(1);
  });
  it('never more than there are slides; bad settings count as 1', () => {
    expect(visibleSlides(4, 1280, 2)).toBe(2);
    expect(visibleSlides(0, 1280)).toBe(1);
    expect(visibleSlides(Number.NaN, 1280)).toBe(1);
  });
});

describe('positions and moves', () => {
  it('the track stops at count − visible + 1 positions', () => {
    expect(positionCount(5, 1)).toBe(5);
    expect(positionCount(5, 3)).toBe(3);
    expect(positionCount(2, 3)).toBe(1);
  });
  it('stops at the ends, or wraps around when endless', () => {
    expect(targetPosition(4, 1, 5, false)).toBe(4);
    expect(targetPosition(0, -1, 5, false)).toBe(0);
    expect(targetPosition(4, 1, 5, true)).toBe(0);
    expect(targetPosition(0, -1, 5, true)).toBe(4);
    expect(targetPosition(1, 1, 5, true)).toBe(2);
  });
  it('wrap only for the string "true"', () => {
    expect(isEndless('true')).toBe(true);
    expect(isEndless('false')).toBe(false);
    expect(isEndless('1')).toBe(false);
    expect(isEndless(null)).toBe(false);
  });
  it('slides in 300 ms, spools longer jumps in 600 ms, snaps back in 200 ms', () => {
    expect(transitionMs(1, 2)).toBe(300);
    expect(transitionMs(2, 1)).toBe(300);
    expect(transitionMs(4, 0)).toBe(600);
    expect(transitionMs(2, 2)).toBe(200);
  });
});

describe('swipe decision (SPEC §9.5)', () => {
  it('counts under 300 ms and over 25 px', () => {
    expect(swipeDecision(-26, 299, 900)).toBe('next');
    expect(swipeDecision(26, 100, 900)).toBe('previous');
    expect(swipeDecision(-25, 100, 900)).toBeNull();
    expect(swipeDecision(-100, 300, 900)).toBeNull();
  });
  it('counts when longer than a third of the width, however slow', () => {
    expect(swipeDecision(-301, 2000, 900)).toBe('next');
    expect(swipeDecision(300, 2000, 900)).toBeNull();
    expect(swipeDecision(0, 10, 0)).toBeNull();
  });
});

describe('pagination and autoplay', () => {
  it('pads numbers to two digits', () => {
    expect(paginationLabel(0, 5)).toBe('01 / 05');
    expect(paginationLabel(11, 12)).toBe('12 / 12');
    expect(paginationLabel(99, 120)).toBe('100 / 120');
  });
  it('interval in ms, autoplay off below one second', () => {
    expect(autoplayInterval('5000')).toBe(5000);
    expect(autoplayInterval(0)).toBe(0);
    expect(autoplayInterval('500')).toBe(0);
    expect(autoplayInterval('x')).toBe(0);
    expect(autoplayInterval(null)).toBe(0);
  });
  it('the progress bar fills in interval − 200 ms', () => {
    expect(progressMs(5000)).toBe(4800);
    expect(progressMs(100)).toBe(0);
  });
});
