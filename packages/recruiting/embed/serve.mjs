#!/usr/bin/env node
// A tiny static server for the embed example on its own origin: node packages/recruiting/embed/serve.mjs [port]
// → http://embed.localhost:<port>/example.html (another origin than the sites and the API).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

export function serveEmbed(port = 0) {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    // Detail URLs of the example ({maincareer}/{jobId}/{urlpart}) show the example page again.
    const file = pathname.startsWith('/dist/') ? pathname : '/example.html';
    const target = path.join(here, path.normalize(file));
    if (!target.startsWith(here) || !fs.existsSync(target)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    fs.createReadStream(target).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await serveEmbed(Number(process.argv[2] ?? 8089));
  console.log(`embed example: http://embed.localhost:${server.address().port}/example.html`);
}
