import { describe, expect, it } from 'vitest';
import { embedApi, embedDetailHistory, instanceName, unavailableReason } from './instances.ts';

describe('embed instances', () => {
  it('keeps offers under a configured career path, else in the query of the same page', () => {
    expect(embedDetailHistory({ maincareer: '/jobs' }, 'jobs', true)).toEqual({
      routing: { kind: 'path' },
      instance: 'jobs',
    });
    expect(embedDetailHistory({}, '2', false)).toEqual({
      routing: { kind: 'query', claimsUnnamed: false },
      instance: '2',
    });
    expect(embedDetailHistory({ maincareer: '  ' }, '1', true)).toEqual({
      routing: { kind: 'query', claimsUnnamed: true },
      instance: '1',
    });
  });

  it('names an instance by its id, else by its position', () => {
    expect(instanceName('jobs-c', 2)).toBe('jobs-c');
    expect(instanceName('', 2)).toBe('2');
    expect(instanceName('a b"<', 3)).toBe('3');
  });

  it('calls the configured API, else the one that served the script', () => {
    expect(embedApi('https://api.example/', 'http://localhost:3001')).toBe('https://api.example');
    expect(embedApi('', 'http://localhost:3001')).toBe('http://localhost:3001');
    // The placeholder left in an unserved bundle is no URL.
    expect(embedApi('', '__MERIDIAN_RECRUITING_API__')).toBe('');
  });

  it('tells the site owner which origin to add to CORS_ORIGINS', () => {
    const refused = unavailableReason('http://localhost:3001', 'http://127.0.0.1:8089', true);
    expect(refused).toContain('http://127.0.0.1:8089');
    expect(refused).toContain('CORS_ORIGINS');
    expect(unavailableReason('http://localhost:3001', 'http://127.0.0.1:8089', false)).toContain('cannot be reached');
    expect(unavailableReason('', 'http://127.0.0.1:8089', false)).toContain('no recruiting API');
  });
});
