declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Record<string, unknown>): Promise<Result>;
  export default autocannon;
}
