// node bench/support/static-server.mjs <dir> <port>
// The static baseline when nginx is not installed: serves <dir>/<path>/index.html for GET <path>/
// with plain node:http, one process. Files are read into memory at start (nginx's open_file_cache
// and the page cache do the same for it), so the number is what serving bytes over HTTP costs.
import { createServer } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const [dir, portText] = process.argv.slice(2);
if (!dir || !portText) {
  console.error('usage: node bench/support/static-server.mjs <dir> <port>');
  process.exit(2);
}

const files = new Map();
function load(relative) {
  const absolute = path.join(dir, relative);
  if (statSync(absolute).isDirectory()) {
    for (const name of readdirSync(absolute)) load(path.join(relative, name));
    return;
  }
  const url = '/' + relative.split(path.sep).join('/');
  const body = readFileSync(absolute);
  files.set(url, body);
  if (url.endsWith('/index.html')) files.set(url.slice(0, -'index.html'.length), body);
}
load('');

const server = createServer((req, res) => {
  const url = (req.url ?? '/').split('?')[0];
  if (url === '/__ready') {
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    return;
  }
  const body = files.get(url);
  if (!body) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(portText), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
