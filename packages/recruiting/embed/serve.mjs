#!/usr/bin/env node
// A tiny static server for the embed examples on their own origin, as a partner's web server would be:
//   node packages/recruiting/embed/serve.mjs [port] [api]   (defaults: 8089, http://localhost:3001)
// → http://embed.localhost:<port>/example.html and /minimal.html. The pages load the script from the API; `api`
// replaces http://localhost:3001 in them when the API runs elsewhere (the e2e tests pass their own port).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const PAGES = new Set(['/example.html', '/minimal.html']);
export const DEFAULT_API = 'http://localhost:3001';

/** `api` may also name the web server (http://localhost:3000): both serve /meridian-recruiting.js. */
export function serveEmbed(port = 0, { api = DEFAULT_API, host = '127.0.0.1' } = {}) {
  const server = http.createServer((request, response) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      response.writeHead(400).end('bad request');
      return;
    }
    // The example's detail URLs ({maincareer}/{jobId}/{urlpart} with maincareer /jobs) show the example page again,
    // as a partner's server must; anything else that is not a page is a 404 (so is /minimal.html/123/x).
    const page = PAGES.has(pathname) ? pathname : pathname.startsWith('/jobs/') ? '/example.html' : null;
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const html = fs
      .readFileSync(path.join(here, page.slice(1)), 'utf8')
      .split(DEFAULT_API)
      .join(api.replace(/\/+$/, ''));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await serveEmbed(Number(process.argv[2] ?? 8089), { api: process.argv[3] ?? DEFAULT_API });
  const { port } = server.address();
  console.log(
    `embed examples: http://embed.localhost:${port}/example.html and http://embed.localhost:${port}/minimal.html`,
  );
}
