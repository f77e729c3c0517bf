import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'site-kit', include: ['src/**/*.test.ts'] } });
