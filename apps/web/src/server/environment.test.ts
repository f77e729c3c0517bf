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

  it.each([
    ['development', undefined, 'debug'],
    ['production', undefined, 'info'],
    ['development', 'warn', 'warn'],
    ['preview', 'INFO', 'info'],
    ['production', 'warn', 'warn'],
    ['production', 'debug', 'info'],
    ['testing', 'trace', 'trace'],
    ['development', 'loud', 'debug'],
    ['production', '', 'info'],
  ] as const)(
    'logs a %s host with LOG_LEVEL=%s at %s (never below info in production)',
    (environment, configured, level) => {
      expect(requestLogLevel(environment, configured)).toBe(level);
    },
  );

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
