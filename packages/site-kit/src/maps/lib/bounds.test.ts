import { describe, expect, it } from 'vitest';
import { boundsOf, chooseView } from './bounds.ts';

describe('fit-bounds choice (SPEC §9.6)', () => {
  it('keeps the initial view without markers', () => {
    expect(chooseView([], { maxZoom: 16, padding: 50 })).toEqual({ kind: 'initial' });
  });

  it('caps a single marker at zoom 12', () => {
    expect(chooseView([[8.8, 53.1]], { maxZoom: 16, padding: 50 })).toEqual({
      kind: 'fit',
      bounds: [
        [8.8, 53.1],
        [8.8, 53.1],
      ],
      maxZoom: 12,
      padding: 50,
    });
    expect(chooseView([[8.8, 53.1]], { maxZoom: 10, padding: 50 })).toMatchObject({ maxZoom: 10 });
  });

  it('fits several markers with the map max zoom', () => {
    expect(
      chooseView(
        [
          [8.8, 53.1],
          [11.5, 48.1],
          [9.9, 53.5],
        ],
        { maxZoom: 16, padding: 20 },
      ),
    ).toEqual({
      kind: 'fit',
      bounds: [
        [8.8, 48.1],
        [11.5, 53.5],
      ],
      maxZoom: 16,
      padding: 20,
    });
  });

  it('pads a filtered cluster map by 0.01 degrees', () => {
    const view = chooseView(
      [
        [8.8, 53.1],
        [9.9, 53.5],
      ],
      { maxZoom: 16, padding: 50, filteredCluster: true },
    );
    expect(view.kind === 'fit' && view.bounds[0][0]).toBeCloseTo(8.79, 10);
    expect(view.kind === 'fit' && view.bounds[1][1]).toBeCloseTo(53.51, 10);
  });

  it('computes bounds', () => {
    expect(boundsOf([])).toBeNull();
  });
});
