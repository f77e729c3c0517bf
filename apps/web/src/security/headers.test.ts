import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, createNonce, isValidNonce, originsOf, staticSecurityHeaders } from './headers';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('content security policy', () => {
  it('allows scripts only by nonce (strict-dynamic), never unsafe-inline or eval in production', () => {
    const nonce = createNonce();
    const csp = directives(buildContentSecurityPolicy({ nonce }));
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('adds eval only for the development server', () => {
    expect(
      directives(buildContentSecurityPolicy({ nonce: createNonce(), allowEval: true })).get('script-src'),
    ).toContain("'unsafe-eval'");
  });

  it('lets the browser reach the configured API origin and the CMS frame our pages', () => {
    const csp = directives(
      buildContentSecurityPolicy({
        nonce: createNonce(),
        connectOrigins: originsOf(['http://localhost:3001/v4']),
        frameAncestors: originsOf(['https://cms.example.com/admin']),
      }),
    );
    expect(csp.get('connect-src')).toContain('http://localhost:3001');
    expect(csp.get('img-src')).toContain('http://localhost:3001');
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://cms.example.com']);
  });

  it('refuses a nonce that could smuggle directives', () => {
    expect(() => buildContentSecurityPolicy({ nonce: "abc'; script-src *" })).toThrow();
    expect(isValidNonce('short')).toBe(false);
  });

  it('creates a different valid nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(isValidNonce(nonce)).toBe(true);
  });

  it('keeps only http(s) origins from configuration', () => {
    expect(originsOf(['javascript:alert(1)', 'not a url', "https://ok.example/x'; y", undefined, ''])).toEqual([
      'https://ok.example',
    ]);
  });
});

describe('static security headers', () => {
  it('sends HSTS everywhere but Development', () => {
    expect(staticSecurityHeaders('production')['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(staticSecurityHeaders('testing')['Strict-Transport-Security']).toBeDefined();
    expect(staticSecurityHeaders('development')['Strict-Transport-Security']).toBeUndefined();
    expect(staticSecurityHeaders('development')['X-Content-Type-Options']).toBe('nosniff');
  });
});
