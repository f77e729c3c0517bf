import { describe, expect, it } from 'vitest';
import { environmentFromHost, hostnameOf, isDebugEnvironment, isValidHostHeader, requestLogLevel } from './environment';

describe('environment from host', () => {
  it.each([
    ['www.velora-group.example', 'production'],
    ['velora-group.example:443', 'production'],
    ['preview.velora-group.example', 'preview'],
    ['testing.kestrel.example', 'testing'],
    ['test.kestrel.example', 'testing'],
    ['dev.kestrel.example', 'development'],
    ['localhost:3000', 'development'],
    ['brand-a.localhost:3000', 'development'],
    ['127.0.0.1:3000', 'development'],
    ['', 'production'],
    ['<script>', 'production'],
  ] as const)('%s → %s', (host, expected) => {
    expect(environmentFromHost(host)).toBe(expected);
  });

  it('debug logging only outside production', () => {
    expect(isDebugEnvironment('production')).toBe(false);
    expect(isDebugEnvironment('preview')).toBe(true);
    expect(isDebugEnvironment('testing')).toBe(true);
    expect(isDebugEnvironment('development')).toBe(true);
  });

  it("logs debug outside production and info in it; an operator's LOG_LEVEL holds, never below info in production", () => {
    expect(requestLogLevel('development')).toBe('debug');
    expect(requestLogLevel('production')).toBe('info');
    expect(requestLogLevel('development', 'warn')).toBe('warn');
    expect(requestLogLevel('preview', 'INFO')).toBe('info');
    expect(requestLogLevel('production', 'warn')).toBe('warn');
    expect(requestLogLevel('production', 'debug')).toBe('info');
    expect(requestLogLevel('testing', 'trace')).toBe('trace');
    expect(requestLogLevel('development', 'loud')).toBe('debug');
    expect(requestLogLevel('production', '')).toBe('info');
  });

  it('parses and validates host headers', () => {
    expect(hostnameOf('Brand-A.Localhost:3000')).toBe('brand-a.localhost');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(isValidHostHeader('evil host')).toBe(false);
    expect(isValidHostHeader('a..b')).toBe(false);
    expect(isValidHostHeader('x'.repeat(300))).toBe(false);
    expect(isValidHostHeader('-bad.example')).toBe(false);
    expect(isValidHostHeader('good.example:8080')).toBe(true);
  });
});
