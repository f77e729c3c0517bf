// The sites' web server: Next.js, with the page cache's fast path in front. A fresh kept page (src/routing/
// cached-pages.ts, keptPageAnswer) is answered here before Next.js routes the request; everything else, and every
// request before the proxy has loaded and offered the fast path, goes to Next.js as `next start` would serve it.
import http from 'node:http';
import next from 'next';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;
const app = next({ dev: false, dir: import.meta.dirname, port, hostname });
await app.prepare();
const handle = app.getRequestHandler();
const FAST_PATH = Symbol.for('meridian.keptPageAnswer');

const server = http.createServer((request, response) => {
  const kept = globalThis[FAST_PATH]?.(request);
  if (!kept) return void handle(request, response);
  response.writeHead(kept.status, [...kept.headers.flat(), 'content-length', String(kept.body.length)]);
  response.end(kept.body);
});
server.listen(port, hostname, () => console.log(`▲ Meridian web server on port ${port}`));

// Finish the requests under way, then stop (as `next start` does on SIGTERM and SIGINT).
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
