import { describe, expect, it } from 'vitest';
import { decodeFlash, encodeFlash, newFlashId } from './flash';

describe('account form flash', () => {
  it('round-trips errors and values for the page view it names', () => {
    const id = newFlashId();
    const raw = encodeFlash({
      id,
      errors: [{ field: 'email', code: 'invalid' }],
      values: { email: 'x' },
      params: { count: 3 },
    });
    expect(decodeFlash(raw, id)).toEqual({
      id,
      errors: [{ field: 'email', code: 'invalid' }],
      values: { email: 'x' },
      params: { count: 3 },
    });
    expect(decodeFlash(raw, 'other')).toBeNull();
    expect(decodeFlash('garbage', id)).toBeNull();
  });

  it('carries numbered fields and comma-joined choices', () => {
    const raw = encodeFlash({
      id: 'abc',
      errors: [{ field: 'preferredCity2', code: 'characters' }],
      values: { preferredCity2: '<b>', interestFields: '1000,3004' },
    });
    expect(decodeFlash(raw, 'abc')).toMatchObject({
      errors: [{ field: 'preferredCity2', code: 'characters' }],
      values: { preferredCity2: '<b>', interestFields: '1000,3004' },
    });
  });

  it('never carries a password or odd names', () => {
    const raw = encodeFlash({
      id: 'abc',
      errors: [
        { field: '<b>', code: 'x' },
        { field: '2nd', code: 'x' },
        { field: 'password', code: 'tooShort' },
      ],
      values: { password: 'secret', 'a b': 'x', firstName: 'Jana' },
    });
    expect(decodeFlash(raw, 'abc')).toEqual({
      id: 'abc',
      errors: [{ field: 'password', code: 'tooShort' }],
      values: { firstName: 'Jana' },
      params: {},
    });
  });
});
