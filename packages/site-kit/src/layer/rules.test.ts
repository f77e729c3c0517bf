import { describe, expect, it } from 'vitest';
import { arrowDirection, isScrolling, neighbours, swipeDirection } from './rules.ts';

const entries = [
  { id: 'a', url: '/de/de/a', titleshort: 'A' },
  { id: 'b', url: '/de/de/b', titleshort: 'B' },
  { id: 'c', url: '/de/de/c', titleshort: 'C' },
];

describe('swipe (SPEC §9.5: 30 px)', () => {
  it('a swipe to the left goes to the next entry, to the right to the previous one', () => {
    expect(swipeDirection(-31, 0)).toBe('next');
    expect(swipeDirection(31, 5)).toBe('previous');
  });
  it('30 px or less is no swipe', () => {
    expect(swipeDirection(-30, 0)).toBeNull();
    expect(swipeDirection(30, 0)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
  });
  it('mostly vertical movement is scrolling', () => {
    expect(swipeDirection(-40, 60)).toBeNull();
    expect(swipeDirection(40, -40)).toBeNull();
  });
});

describe('previous / next entries (SPEC §2.2, §3.3)', () => {
  it('are the neighbours in the list, none past the ends', () => {
    expect(neighbours(entries, 'b')).toEqual({ previous: entries[0], next: entries[2] });
    expect(neighbours(entries, 'a')).toEqual({ previous: null, next: entries[1] });
    expect(neighbours(entries, 'c')).toEqual({ previous: entries[1], next: null });
    expect(neighbours(entries, 'x')).toEqual({ previous: null, next: null });
    expect(neighbours([], null)).toEqual({ previous: null, next: null });
  });
});

describe('arrow keys', () => {
  it('navigate, except while typing in a form control', () => {
    expect(arrowDirection('ArrowLeft', 'DIV')).toBe('previous');
    expect(arrowDirection('ArrowRight', 'a')).toBe('next');
    expect(arrowDirection('ArrowUp', 'DIV')).toBeNull();
    expect(arrowDirection('ArrowRight', 'INPUT')).toBeNull();
    expect(arrowDirection('ArrowLeft', 'textarea')).toBeNull();
    expect(arrowDirection('ArrowLeft', 'DIV', true)).toBeNull();
  });
});

describe('scrolling state (SPEC §9.3)', () => {
  it('starts after 200 px', () => {
    expect(isScrolling(200)).toBe(false);
    expect(isScrolling(201)).toBe(true);
  });
});
