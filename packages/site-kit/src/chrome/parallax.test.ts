import { describe, expect, it } from 'vitest';
import { parallaxEnabled, parallaxOffset } from './parallax.ts';

describe('parallax threshold', () => {
  it('moves only an image more than 50 px taller than its frame', () => {
    expect(parallaxEnabled(451, 400, false)).toBe(true);
    expect(parallaxEnabled(450, 400, false)).toBe(false);
    expect(parallaxEnabled(420, 400, false)).toBe(false);
    expect(parallaxEnabled(300, 400, false)).toBe(false);
  });
  it('never moves with reduced motion', () => {
    expect(parallaxEnabled(900, 400, true)).toBe(false);
  });
  it('rejects unmeasured sizes', () => {
    expect(parallaxEnabled(Number.NaN, 400, false)).toBe(false);
  });
});

describe('parallax offset', () => {
  it('is 0 as the frame enters at the bottom and the full overflow as it leaves at the top', () => {
    expect(parallaxOffset(800, 400, 800, 100)).toBeCloseTo(0);
    expect(parallaxOffset(-400, 400, 800, 100)).toBe(-100);
    expect(parallaxOffset(200, 400, 800, 100)).toBe(-50);
  });
  it('is clamped outside the viewport and 0 without overflow', () => {
    expect(parallaxOffset(2000, 400, 800, 100)).toBeCloseTo(0);
    expect(parallaxOffset(-2000, 400, 800, 100)).toBe(-100);
    expect(parallaxOffset(200, 400, 800, 0)).toBe(0);
  });
});
