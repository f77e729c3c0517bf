import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repository: each workspace is a project with its own config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
