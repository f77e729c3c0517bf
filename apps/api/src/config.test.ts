import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({} as NodeJS.ProcessEnv);
    expect(c).toMatchObject({
      port: 3001,
      host: '0.0.0.0',
      publicApiUrl: 'http://localhost:3001',
      corsOrigins: ['http://localhost:3000'],
      corsAllowLocalhostSubdomains: true,
      logLevel: 'debug',
      production: false,
    });
    expect(c.sqliteFile).toBe(path.join(REPO_ROOT, 'data', 'recruiting.db'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.importToken).toBeUndefined();
  });

  it('reads the environment; production logs at info', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      API_PORT: '4000',
      DATA_DIR: '/srv/data',
      DATABASE_URL: 'postgres://u@db/x',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      IMPORT_TOKEN: 't',
      PUBLIC_API_URL: 'https://api.example/',
    } as NodeJS.ProcessEnv);
    expect(c).toMatchObject({
      port: 4000,
      sqliteFile: '/srv/data/recruiting.db',
      databaseUrl: 'postgres://u@db/x',
      corsOrigins: ['https://a.example', 'https://b.example'],
      corsAllowLocalhostSubdomains: false,
      importToken: 't',
      publicApiUrl: 'https://api.example',
      logLevel: 'info',
      production: true,
    });
  });

  it('refuses a malformed port', () => {
    expect(() => loadConfig({ API_PORT: 'abc' } as NodeJS.ProcessEnv)).toThrow('API_PORT');
  });
});
