// A plain static file server for the exported site in out/, as a CDN would
// serve it: index.html for directories, 404.html with status 404, gzip.
// Usage: node scripts/serve.mjs [--port 3000] [--dir out]
import { createServer } from 'node:http';
import { createReadStream, existsSync, realpathSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const root = realpathSync(resolve(option('dir', 'out')));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
  '.ics': 'text/calendar; charset=utf-8',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

if (!existsSync(join(root, '404.html'))) {
  console.error(`No export found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

/** Whether a path lies inside the served folder: a sibling such as out-private/ does not. */
function inside(path) {
  const fromRoot = relative(root, path);
  return fromRoot !== '..' && !fromRoot.startsWith(`..${sep}`) && !isAbsolute(fromRoot);
}

/** The file a decoded URL path names inside the served folder, or undefined. */
function fileFor(pathname) {
  // No URL of the export holds a backslash or a NUL; either can only be an attempt to step outside.
  if (/[\\\0]/.test(pathname)) return undefined;
  const candidate = resolve(root, `.${pathname}`);
  if (!inside(candidate)) return undefined;
  const file = existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(candidate, 'index.html');
  // The real path too: a symbolic link inside out/ must not lead outside it.
  return existsSync(file) && statSync(file).isFile() && inside(realpathSync(file)) ? file : undefined;
}

function send(request, response, file, status = 200) {
  const type = types[extname(file)] ?? 'application/octet-stream';
  const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
  const gzip = compressible.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  response.writeHead(status, headers);
  if (request.method === 'HEAD') return response.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
}

const server = createServer((request, response) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    pathname = '/';
  }
  const file = fileFor(pathname);
  if (file && file.endsWith('index.html') && !pathname.endsWith('/')) {
    // Directory without its trailing slash: send the visitor to the canonical URL.
    response.writeHead(308, { Location: `${pathname}/` });
    return response.end();
  }
  if (file) return send(request, response, file);
  send(request, response, join(root, '404.html'), 404);
});

// --port 0 takes any free port: the line below says which.
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://localhost:${server.address().port}/`);
});
