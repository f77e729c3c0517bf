import { describe, expect, it } from 'vitest';
import { boundsOf, chooseView, panToShow } from './bounds.ts';

describe('fit-bounds choice (SPEC §9.6)', () => {
  it('keeps the initial view without markers', () => {
    expect(chooseView([], { maxZoom: 16, padding: 50 })).toEqual({ kind: 'initial' });
  });

  it('caps a single marker at zoom 12', () => {
    expect(chooseView([[8.8, 53.1]], { maxZoom: 16, padding: 50 })).toEqual({ kind: 'fit', bounds: [[8.8, 53.1], [8.8, 53.1]], maxZoom: 12, padding: 50 });
    expect(chooseView([[8.8, 53.1]], { maxZoom: 10, padding: 50 })).toMatchObject({ maxZoom: 10 });
  });

  it('fits several markers with the map max zoom', () => {
    expect(chooseView([[8.8, 53.1], [11.5, 48.1], [9.9, 53.5]], { maxZoom: 16, padding: 20 })).toEqual({
      kind: 'fit',
      bounds: [[8.8, 48.1], [11.5, 53.5]],
      maxZoom: 16,
      padding: 20,
    });
  });

  it('pads a filtered cluster map by 0.01 degrees', () => {
    const view = chooseView([[8.8, 53.1], [9.9, 53.5]], { maxZoom: 16, padding: 50, filteredCluster: true });
    expect(view.kind === 'fit' && view.bounds[0][0]).toBeCloseTo(8.79, 10);
    expect(view.kind === 'fit' && view.bounds[1][1]).toBeCloseTo(53.51, 10);
  });

  it('computes bounds', () => {
    expect(boundsOf([])).toBeNull();
  });
});

describe('panToShow', () => {
  const map = { left: 0, top: 100, right: 400, bottom: 300 };
  it('leaves a popup that fits where it is', () => {
    expect(panToShow({ left: 50, top: 150, right: 250, bottom: 250 }, map)).toEqual([0, 0]);
  });
  it('moves a popup hanging out at the bottom or the right up or left by the overhang and the margin', () => {
    expect(panToShow({ left: 50, top: 220, right: 250, bottom: 320 }, map)).toEqual([0, 28]);
    expect(panToShow({ left: 300, top: 150, right: 450, bottom: 250 }, map)).toEqual([58, 0]);
  });
  it('moves a popup cut at the top or the left down or right', () => {
    expect(panToShow({ left: -20, top: 90, right: 100, bottom: 200 }, map)).toEqual([-28, -18]);
  });
  it('shows the top-left part of a popup larger than the map', () => {
    expect(panToShow({ left: 10, top: 120, right: 200, bottom: 420 }, map)).toEqual([0, 12]);
  });
});
