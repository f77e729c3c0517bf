export * from './events.ts';
export * from './limits.ts';
export * from './tracker.ts';
