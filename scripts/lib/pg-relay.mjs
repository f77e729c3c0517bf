// A TCP relay in front of PostgreSQL that a test can cut and restore, to check how a service behaves when its
// database goes away mid-run and comes back. Used by the recruiting API's robustness test and by
// `npm test`'s PostgreSQL pass, where a Playwright spec cuts it through the small HTTP control server.
import http from 'node:http';
import net from 'node:net';

/**
 * How the database goes away:
 * - `refuse`: every open connection is dropped and the port closed (PostgreSQL stopped: connections are refused);
 * - `blackhole`: connections stay open and new ones are accepted, but nothing gets through in either direction
 *   (a hung server or a network partition: only the client's own time-outs end a request).
 */
export const CUT_MODES = ['refuse', 'blackhole'];

export class PgRelay {
  /** @param {{ host: string, port: number }} target */
  constructor(target) {
    this.target = target;
    this.port = 0;
    /** @type {'open' | 'refuse' | 'blackhole'} */
    this.state = 'open';
    /** @type {net.Server | undefined} */
    this.server = undefined;
    /** @type {Set<net.Socket>} */
    this.sockets = new Set();
  }

  /** Starts forwarding (again), on the same port once one was chosen. */
  async open() {
    this.dropAll();
    this.state = 'open';
    if (this.server) return;
    const server = net.createServer((client) => this.accept(client));
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve(undefined);
      });
    });
    this.server = server;
    this.port = /** @type {net.AddressInfo} */ (server.address()).port;
  }

  /** Takes the database away: see CUT_MODES. */
  async cut(mode = 'refuse') {
    if (!CUT_MODES.includes(mode)) throw new Error(`unknown cut mode ${mode}`);
    this.state = /** @type {'refuse' | 'blackhole'} */ (mode);
    if (mode === 'blackhole') {
      // Open connections stop carrying data (nothing is closed, so the client does not notice).
      for (const socket of this.sockets) socket.unpipe();
      return;
    }
    this.dropAll();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(() => resolve(undefined)));
  }

  /** Stops the relay for good. */
  close() {
    return this.cut('refuse');
  }

  /** @param {net.Socket} client */
  accept(client) {
    this.track(client);
    if (this.state === 'blackhole') {
      client.resume(); // read and discard: the client's startup message never gets an answer
      return;
    }
    const upstream = net.connect(this.target);
    this.track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  }

  /** @param {net.Socket} socket */
  track(socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  dropAll() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /**
   * A small HTTP server on 127.0.0.1 to steer the relay from another process: `POST /cut?mode=refuse|blackhole`,
   * `POST /open`, `GET /` (state). Resolves to its base URL and a function that stops it.
   * @returns {Promise<{ url: string, close: () => Promise<void> }>}
   */
  async control() {
    const server = http.createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://relay');
      try {
        if (request.method === 'POST' && url.pathname === '/cut')
          await this.cut(url.searchParams.get('mode') ?? 'refuse');
        else if (request.method === 'POST' && url.pathname === '/open') await this.open();
        else if (request.method !== 'GET' || url.pathname !== '/') {
          response.writeHead(404).end();
          return;
        }
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ state: this.state, port: this.port }));
      } catch (error) {
        response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
      }
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {net.AddressInfo} */ (server.address());
    return {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
    };
  }
}

/** The same connection string, pointed at the relay. */
export function relayedUrl(databaseUrl, relay) {
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${relay.port}`;
  return url.toString();
}
