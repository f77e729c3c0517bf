import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A real HTTP server standing in for this web server as the proxy reaches it over loopback (routing/self-url.ts):
 * started before the file's tests on a free port that PORT then names, closed after them.
 */
export function serveAsSelf(handler: http.RequestListener): void {
  let server: http.Server;
  let previousPort: string | undefined;
  beforeAll(async () => {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    previousPort = process.env.PORT;
    process.env.PORT = String((server.address() as AddressInfo).port);
  });
  afterAll(() => {
    process.env.PORT = previousPort;
    server.close();
  });
}
