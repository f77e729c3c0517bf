export * from './consent/index.ts';
