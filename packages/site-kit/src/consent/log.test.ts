import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIGURED_ITEMS } from './items.ts';
import { parseConsentLogBody } from './log.ts';
import { acceptAll } from './rules.ts';
import { newConsentId } from './id.ts';

const good = {
  consentId: '6f1c2a3e-8b7d-4c5e-9f0a-1b2c3d4e5f60',
  revision: 2,
  choices: acceptAll(DEFAULT_CONFIGURED_ITEMS),
};

describe('consent log body', () => {
  it('accepts a well-formed entry', () => {
    expect(parseConsentLogBody(good)).toEqual({ ok: true, value: good });
  });
  it('refuses malformed entries with a reason', () => {
    const bad: unknown[] = [
      null,
      [],
      'x',
      {},
      { ...good, consentId: 'x' },
      { ...good, revision: 0 },
      { ...good, revision: '2' },
      { ...good, choices: {} },
      { ...good, choices: [] },
      { ...good, choices: { NOPE: true } },
      { ...good, choices: { YOUTUBE: 'yes' } },
      { ...good, site: 'brand-a' },
    ];
    for (const body of bad) {
      const result = parseConsentLogBody(body);
      expect(result.ok, JSON.stringify(body)).toBe(false);
      if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
    }
  });
  it('property: never throws on any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => void parseConsentLogBody(value)));
  });
});

describe('consent id', () => {
  it('is a version 4 UUID, different each time', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newConsentId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
