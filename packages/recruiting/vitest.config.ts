import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'recruiting', include: ['src/**/*.test.ts'] } });
