import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createsLoop, matchRedirect, validateFromPath, validateToTarget } from './validation';

describe('redirect rules', () => {
  it('from must be a path of the site', () => {
    expect(validateFromPath('/de/de/jobs')).toBe(true);
    expect(validateFromPath('/de/de/alt_seite~1.html')).toBe(true);
    for (const bad of [
      '',
      'de/de/jobs',
      'https://x.example/a',
      '//x.example/a',
      '/a?b=1',
      '/a#b',
      '/a b',
      '/../etc',
      '/a\\b',
      '/admin/x',
      '/cms-api',
      '/' + 'a'.repeat(1100),
      42,
      null,
    ]) {
      expect(validateFromPath(bad), String(bad)).not.toBe(true);
    }
  });

  it('to is a path or an https URL', () => {
    for (const good of ['/de/de/karriere', '/de/de/karriere?x=1#y', 'https://kestrel.example/jobs'])
      expect(validateToTarget(good)).toBe(true);
    for (const bad of [
      '',
      'javascript:alert(1)',
      'http://x.example',
      '//evil.example',
      'ftp://x',
      'karriere',
      '/a b',
      null,
    ]) {
      expect(validateToTarget(bad), String(bad)).not.toBe(true);
    }
  });

  it('detects loops: to itself, through a chain, case and trailing slash insensitive', () => {
    expect(createsLoop({ from: '/a', to: '/a' }, [])).toBe(true);
    expect(createsLoop({ from: '/a', to: '/A/' }, [])).toBe(true);
    expect(
      createsLoop({ from: '/a', to: '/b' }, [
        { from: '/b', to: '/c' },
        { from: '/c', to: '/a?x=1' },
      ]),
    ).toBe(true);
    expect(createsLoop({ from: '/a', to: '/b' }, [{ from: '/b', to: '/c' }])).toBe(false);
    expect(createsLoop({ from: '/a', to: 'https://x.example/a' }, [])).toBe(false);
    // Joining an existing loop elsewhere also loops for visitors of /a.
    expect(
      createsLoop({ from: '/a', to: '/b' }, [
        { from: '/b', to: '/c' },
        { from: '/c', to: '/b' },
      ]),
    ).toBe(true);
  });

  it('a set of rules built only from accepted additions never loops (property)', () => {
    const path = fc.constantFrom('/a', '/b', '/c', '/d', '/e');
    fc.assert(
      fc.property(fc.array(fc.record({ from: path, to: path }), { maxLength: 12 }), (candidates) => {
        const rules: { from: string; to: string }[] = [];
        for (const c of candidates) if (!rules.some((r) => r.from === c.from) && !createsLoop(c, rules)) rules.push(c);
        for (const start of ['/a', '/b', '/c', '/d', '/e']) {
          let current: string | undefined = start;
          const seen = new Set<string>();
          while (current) {
            expect(seen.has(current)).toBe(false);
            seen.add(current);
            current = rules.find((r) => r.from === current)?.to;
          }
        }
      }),
    );
  });

  it('matches ignoring case and a trailing slash', () => {
    const rules = [{ from: '/de/de/jobs', to: '/de/de/karriere', status: 301 as const }];
    expect(matchRedirect(rules, '/de/de/Jobs/')?.to).toBe('/de/de/karriere');
    expect(matchRedirect(rules, '/de/de/jobs/x')).toBeNull();
  });
});
