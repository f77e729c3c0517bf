// A TLS + HTTP/2 front for lab measurements: production serves the sites behind a TLS-terminating
// reverse proxy that speaks HTTP/2, and Lighthouse judges what a visitor gets there (HTTPS, secure-context
// headers, multiplexed requests). This stands in for it on this machine: a throwaway self-signed certificate for
// the demo hosts (openssl), HTTP/2 with HTTP/1.1 fallback, every request passed to the web server over loopback
// with X-Forwarded-Proto: https. Only for benches: the browser must be told to accept the certificate.
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** Hop-by-hop headers: not passed between the two connections (and not allowed in HTTP/2 at all). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
]);

function selfSignedCertificate(dir, hosts) {
  const key = path.join(dir, 'tls-key.pem');
  const cert = path.join(dir, 'tls-cert.pem');
  const names = hosts.map((host) => `DNS:${host}`).join(',');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=meridian-bench',
      '-addext',
      `subjectAltName=${names}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/**
 * Starts the front on `port` for `upstreamPort` (and, by host name, `hostPorts`); resolves to { close }. The
 * certificate names `hosts`; `dir` holds the generated key pair.
 */
export async function startTlsFront({ port, upstreamPort, hostPorts = {}, hosts, dir }) {
  const server = http2.createSecureServer({ ...selfSignedCertificate(dir, hosts), allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const target = hostPorts[String(headers.host).replace(/:\d+$/, '')] ?? upstreamPort;
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
      (response) => {
        const out = {};
        for (const [name, value] of Object.entries(response.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        res.writeHead(response.statusCode ?? 502, out);
        response.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}
