import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repository: each workspace is a project with its own config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    // Three workers on two cores: several integration files mostly wait (time-outs, drains, database round trips),
    // so a third keeps both cores busy (the whole run: 112 s with two, 76 s with three, 78 s with four).
    maxWorkers: 3,
  },
});
