import http from 'node:http';

/**
 * GET a page of one site over loopback with that site's Host header, and read it whole. node:http, not fetch: fetch
 * drops a Host header, so every site would answer as the group.
 * @param {number} port
 * @param {string} host the site's host name without the port (e.g. `brand-a.localhost`)
 * @param {string} pathname
 * @returns {Promise<{ status: number, html: string }>}
 */
export function fetchPage(port, host, pathname) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: `${host}:${port}`, accept: 'text/html' } },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (html += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}
