// Types of pg-relay.mjs for the TypeScript tests that use it (apps/api/src/robustness.test.ts).
export type CutMode = 'refuse' | 'blackhole';
export declare const CUT_MODES: readonly CutMode[];

export declare class PgRelay {
  constructor(target: { host: string; port: number });
  /** The port it listens on (0 before the first open). */
  port: number;
  state: 'open' | CutMode;
  open(): Promise<void>;
  cut(mode?: CutMode): Promise<void>;
  close(): Promise<void>;
  control(): Promise<{ url: string; close: () => Promise<void> }>;
}

export declare function relayedUrl(databaseUrl: string, relay: { port: number }): string;
