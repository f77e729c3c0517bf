import { describe, expect, it } from 'vitest';
import { decodeFlash, encodeFlash, type ContestFlash } from './flash';

describe('contest flash cookie', () => {
  it('round-trips', () => {
    const flash: ContestFlash = {
      contest: 3,
      outcome: 'invalid',
      errors: { email: 'invalid', terms: 'termsRequired' },
      values: { name: '<b>Jana</b>', email: 'x', answer: 'kiel', terms: false },
    };
    expect(decodeFlash(encodeFlash(flash))).toEqual(flash);
  });
  it('rejects tampered or foreign values', () => {
    expect(decodeFlash(undefined)).toBeNull();
    expect(decodeFlash('not base64 json')).toBeNull();
    expect(decodeFlash(Buffer.from('{"contest":"1","outcome":"stored"}').toString('base64url'))).toBeNull();
    expect(decodeFlash(Buffer.from('{"contest":1,"outcome":"hacked"}').toString('base64url'))).toBeNull();
    expect(decodeFlash('x'.repeat(4000))).toBeNull();
  });
  it('drops unknown fields and error codes', () => {
    const raw = Buffer.from(
      JSON.stringify({
        contest: 1,
        outcome: 'invalid',
        errors: { name: 'required', evil: 'required', email: '<x>' },
        values: null,
      }),
    ).toString('base64url');
    expect(decodeFlash(raw)).toEqual({ contest: 1, outcome: 'invalid', errors: { name: 'required' }, values: null });
  });
});
