import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(dirname, 'src/payload.config.ts'),
      '@': path.resolve(dirname, 'src'),
    },
  },
  test: {
    name: 'web',
    root: dirname,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Payload keeps one instance per process: each store's suite runs in its own forked worker.
    pool: 'forks',
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
