import { describe, expect, it } from 'vitest';
import { NotFound, type CollectionConfig } from 'payload';
import { rejectMalformedId, withMalformedIdCheck } from './reject-malformed-id';

const call = (id: unknown) =>
  rejectMalformedId({
    args: { id } as never,
    req: { t: undefined } as never,
    operation: 'read',
    collection: {} as never,
    context: {},
  });

describe('rejectMalformedId', () => {
  it('answers Not Found for what parseFloat made of a path segment that is no ID', () => {
    for (const id of [Number.NaN, 1.5, -3, 0, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(() => call(id), String(id)).toThrow(NotFound);
  });

  it('passes whole-number IDs and operations without an ID', () => {
    expect(call(12)).toEqual({ id: 12 });
    expect(call(undefined)).toEqual({ id: undefined });
    expect(call('7')).toEqual({ id: '7' });
  });

  it('comes first among a collection’s beforeOperation hooks, which are kept', () => {
    const own = () => undefined;
    const collection = withMalformedIdCheck({
      slug: 'x',
      fields: [],
      hooks: { beforeOperation: [own] },
    } as CollectionConfig);
    expect(collection.hooks?.beforeOperation).toEqual([rejectMalformedId, own]);
  });
});
