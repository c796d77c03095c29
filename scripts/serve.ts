// Serves the exported site in out/ as its host files say a host must: the
// headers of out/_headers (written by the post-build step from
// scripts/postbuild/host-rules.ts, with the build's own contact endpoint in its
// policy), 404.html with status 404, gzip. The files themselves
// are served by sirv, a maintained static server (ranges, ETags, no way out
// of the folder), compressed by the compression middleware (Vary included);
// this file only adds what the host files describe and refuses what no page
// of the site ever asks for.
// Usage: tsx scripts/serve.ts [--port 3000] [--dir out]
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1]! : fallback;
};
const port = Number(option('port', process.env.PORT ?? '3000'));
const root = realpathSync(resolve(option('dir', 'out')));
const notFoundPage = join(root, '404.html');

if (!existsSync(notFoundPage)) {
  console.error(`No export found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

type HeaderRule = { path: string; prefix: boolean; headers: [string, string][] };

/** The rules of a Netlify-style _headers file: a path (a trailing * for everything under it), then indented "Name: value" lines. */
function headerRules(file: string): HeaderRule[] {
  if (!existsSync(file)) return [];
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const path = line.trim();
      rules.push({ path: path.replace(/\*$/, ''), prefix: path.endsWith('*'), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    if (separator < 0 || rules.length === 0) throw new Error(`${file}: cannot read the line "${line.trim()}"`);
    rules.at(-1)!.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

const rules = headerRules(join(root, '_headers'));

/** The headers the host files give a path: every matching rule's, in order. */
function hostHeaders(response: ServerResponse, pathname: string) {
  response.setHeader('Cache-Control', 'no-cache');
  for (const rule of rules)
    if (rule.prefix ? pathname.startsWith(rule.path) : pathname === rule.path) for (const [name, value] of rule.headers) response.setHeader(name, value);
}

const files = sirv(root, {
  // Looks each request up on disk: a folder rebuilt while the server runs is served as it now is.
  dev: true,
  etag: true,
  dotfiles: false,
  setHeaders: (response, pathname) => hostHeaders(response, pathname),
});
const compress = compression();

function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/** The site's 404 page, with its status and the host's headers. */
function notFound(request: IncomingMessage, response: ServerResponse) {
  request.url = '/404.html';
  delete request.headers['if-none-match'];
  // sirv answers 200 for the file it finds; this answer's status is 404.
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse;
  response.writeHead = ((_status: number, ...rest: unknown[]) => writeHead(404, ...rest)) as ServerResponse['writeHead'];
  files(request, response, () => plain(response, 404, 'Not found'));
}

function handle(request: IncomingMessage, response: ServerResponse) {
  // A static site answers reading only.
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  let url: URL;
  let pathname: string;
  try {
    url = new URL(request.url ?? '/', 'http://localhost');
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return plain(response, 400, 'Bad request');
  }
  // No page's address holds a control character, a backslash or a NUL: nothing to look up.
  if (/[\u0000-\u001f\u007f\\]/.test(pathname)) return plain(response, 400, 'Bad request');
  const folder = resolve(root, `.${pathname}`);
  if (!pathname.endsWith('/') && folder.startsWith(`${root}/`) && existsSync(join(folder, 'index.html')) && statSync(folder).isDirectory()) {
    // A folder without its trailing slash goes to its canonical address, on this site only (the path as
    // it came, encoded, never read as another host's address), with its query.
    response.writeHead(308, { Location: `/${url.pathname.replace(/^\/+/, '')}/${url.search}` });
    return response.end();
  }
  // A link inside out/ that leads outside it is not followed.
  const target = existsSync(folder) ? realpathSync(folder) : folder;
  if (target !== root && !target.startsWith(`${root}/`)) return notFound(request, response);
  compress(request as never, response as never, () => files(request, response, () => notFound(request, response)));
}

const server = createServer((request, response) => {
  try {
    handle(request, response);
  } catch {
    // Whatever goes wrong with one request, the server goes on answering the next.
    if (!response.headersSent) plain(response, 400, 'Bad request');
    else response.destroy();
  }
});

// --port 0 takes any free port: the line below says which.
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`Serving ${root} at http://localhost:${typeof address === 'object' && address ? address.port : port}/`);
});
