// The sites' web server: Next.js, with the page cache's fast path in front. A fresh kept page (src/routing/
// cached-pages.ts, keptPageAnswer) is answered here before Next.js routes the request; everything else, and every
// request before the proxy has loaded and offered the fast path, goes to Next.js as `next start` would serve it.
import http from 'node:http';
import next from 'next';

const port = Number(process.env.PORT ?? 3000);
// Every interface, as `next start` without -H (not $HOSTNAME: containers set it to their own name).
const app = next({ dev: false, dir: import.meta.dirname, port });
await app.prepare();
const handle = app.getRequestHandler();
const FAST_PATH = Symbol.for('meridian.keptPageAnswer');

/** The kept page for this request, or null; a fault in the fast path costs the request its speed, never itself. */
function keptPage(request) {
  try {
    return globalThis[FAST_PATH]?.(request) ?? null;
  } catch (error) {
    console.error('[web] page cache fast path failed; Next.js answers', error);
    return null;
  }
}

const server = http.createServer((request, response) => {
  const kept = keptPage(request);
  if (kept) {
    response.writeHead(kept.status, [...kept.headers.flat(), 'content-length', String(kept.body.length)]);
    response.end(kept.body);
    return;
  }
  handle(request, response).catch((error) => {
    console.error('[web] request failed', error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
server.listen(port, () => console.log(`▲ Meridian web server on port ${port}`));

// Finish the requests under way, then stop (as `next start` does on SIGTERM and SIGINT).
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
