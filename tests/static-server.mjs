// The static file server of the browser, package and app tests (tests/browser/harness.mjs,
// tests/pkg/consumers.test.mjs, tests/apps/apps.test.mjs): `dir` on 127.0.0.1 at a free port.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

export const MIME = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.wasm': 'application/wasm',
  '.ttf': 'font/ttf', '.woff2': 'font/woff2', '.svg': 'image/svg+xml', '.png': 'image/png', '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.md': 'text/plain; charset=utf-8',
};

/**
 * Serves `dir` (a directory's `index.html` for a path ending in `/`; nothing outside `dir`),
 * uncached, with `headers` on every file, `files` (`{'/path.html': text}`) served from memory
 * first and `/favicon.ico` answered empty. `hits` counts the requests of each path.
 * Resolves to `{server, base, hits, close}`.
 */
export async function serveStatic(dir, { files = {}, headers = {} } = {}) {
  const root = path.resolve(dir);
  const hits = new Map();
  const server = http.createServer((req, res) => {
    let rel;
    try { rel = decodeURIComponent(new URL(req.url, 'http://x').pathname); } catch { res.writeHead(400); res.end(); return; }
    hits.set(rel, (hits.get(rel) || 0) + 1);
    if (Object.hasOwn(files, rel)) {
      res.writeHead(200, { 'content-type': MIME[path.extname(rel)] || 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers });
      res.end(files[rel]);
      return;
    }
    if (rel === '/favicon.ico') { res.writeHead(204); res.end(); return; }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(root, path.normalize(rel));
    if (!file.startsWith(root + path.sep)) { res.writeHead(403); res.end(); return; }
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404, { 'content-type': 'text/plain' }); res.end('not found'); return; }
      res.writeHead(200, { 'content-type': MIME[path.extname(file)] || 'application/octet-stream', 'cache-control': 'no-store', ...headers });
      res.end(data);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
  return { server, hits, base: `http://127.0.0.1:${server.address().port}/`, close };
}
