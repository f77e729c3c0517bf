import { describe, expect, it } from 'vitest';
import { relationId } from './relation';

describe('relationId', () => {
  it('reads the id of a relationship given as an id or as the related document', () => {
    expect(relationId(7)).toBe(7);
    expect(relationId({ id: 7, title: 'Home' })).toBe(7);
    expect(relationId({ id: '12' })).toBe(12);
  });

  it('is null for a missing, empty or unreadable relationship', () => {
    for (const value of [null, undefined, '', 'x', {}, { id: 'abc' }, { id: null }, Number.NaN, []])
      expect(relationId(value)).toBeNull();
  });
});
