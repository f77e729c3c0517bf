import { describe, expect, it } from 'vitest';
import { embedOriginAllowed, embedPreflightHeaders } from './embed-origins';

describe('partner origins that may create job agents', () => {
  it('are the configured list when CORS_ORIGINS is set, exactly', () => {
    const setting = 'https://partner.example, https://jobs.partner.example';
    expect(embedOriginAllowed('https://partner.example', setting)).toBe(true);
    expect(embedOriginAllowed('https://jobs.partner.example', setting)).toBe(true);
    expect(embedOriginAllowed('http://partner.example', setting)).toBe(false);
    expect(embedOriginAllowed('https://partner.example.evil.example', setting)).toBe(false);
    expect(embedOriginAllowed('http://embed.localhost:8089', setting)).toBe(false);
  });

  it('are the development hosts without the setting', () => {
    expect(embedOriginAllowed('http://embed.localhost:8089', '')).toBe(true);
    expect(embedOriginAllowed('http://localhost:3000', undefined)).toBe(true);
    expect(embedOriginAllowed('https://partner.example', '')).toBe(false);
    expect(embedOriginAllowed('http://localhost.evil.example', '')).toBe(false);
  });

  it('never include a missing or opaque origin', () => {
    expect(embedOriginAllowed(null, '')).toBe(false);
    expect(embedOriginAllowed('null', 'null')).toBe(false);
  });

  it('get their own origin back in the preflight, never a wildcard', () => {
    const headers = embedPreflightHeaders('https://partner.example');
    expect(headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(headers['access-control-allow-methods']).toBe('POST');
    expect(headers.vary).toBe('Origin');
  });
});
