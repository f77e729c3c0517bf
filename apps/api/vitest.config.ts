import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    name: 'api',
    root: dirname,
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: a few files at a time is enough. Its own worker limit makes it its own group in the
    // repository-wide run (vitest requires distinct group orders for projects with different limits).
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
