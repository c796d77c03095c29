// `npm run dev`: the site as the export serves it, rebuilt as its code
// changes. `next dev` renders each page; this server hands it on as the
// post-build step rewrites the export (scripts/postbuild/pages.ts: Next's
// scripts out, the islands' inline scripts in, the page's policy), so what a
// developer sees runs the islands' loader, renderer and failure fallback that
// families get, with the browser bundles rebuilt on every change
// (scripts/bundler/bundle-all.ts, watching). Reload the page to see a change.
// Usage: tsx scripts/dev.ts [--port 3000]
import { spawn } from 'node:child_process';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { islandBundles } from '@/components/islands/built-code';
import { routing } from '@/i18n/routing';
import { bundleBrowserCode } from './bundler/bundle-all';
import { exportedPage } from './postbuild/pages';

const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = Number(portIndex >= 0 ? args[portIndex + 1] : (process.env.PORT ?? 3000));
/** Where `next dev` listens, behind this server. */
const nextPort = port + 1;

function page(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/** Next's answer, an HTML page rewritten as the export has it; anything else as it comes. */
function handOn(from: IncomingMessage, to: ServerResponse, path: string) {
  const headers = { ...from.headers };
  if (!headers['content-type']?.startsWith('text/html')) {
    to.writeHead(from.statusCode ?? 502, headers);
    return void from.pipe(to);
  }
  const chunks: Buffer[] = [];
  from.on('data', (chunk: Buffer) => chunks.push(chunk));
  from.on('end', () => {
    let html: string;
    try {
      html = exportedPage(Buffer.concat(chunks).toString('utf8'), path, islandBundles()).html;
    } catch (error) {
      // What the post-build step would refuse, said here rather than shown half right.
      return page(to, 500, `npm run dev: ${path} is not a page the export could serve:\n${error instanceof Error ? error.message : String(error)}`);
    }
    for (const name of ['content-length', 'content-encoding', 'transfer-encoding', 'etag']) delete headers[name];
    to.writeHead(from.statusCode ?? 200, { ...headers, 'Content-Length': Buffer.byteLength(html), 'Cache-Control': 'no-store' });
    to.end(html);
  });
}

function proxy(incoming: IncomingMessage, response: ServerResponse) {
  const url = new URL(incoming.url ?? '/', 'http://localhost');
  // The export's unprefixed paths are redirect pages to the default language's (scripts/postbuild/redirect-pages.ts).
  if (!routing.locales.some((locale) => url.pathname.startsWith(`/${locale}/`)) && !/^\/(_next|islands|images|fonts)\/|\.\w+$/.test(url.pathname)) {
    response.writeHead(307, { Location: `/${routing.defaultLocale}${url.pathname}${url.search}` });
    return void response.end();
  }
  // Uncompressed, so that a page can be rewritten.
  const headers = { ...incoming.headers, host: `localhost:${nextPort}`, 'accept-encoding': 'identity' };
  const forward = request({ host: '127.0.0.1', port: nextPort, path: incoming.url, method: incoming.method, headers }, (answer) =>
    handOn(answer, response, join(url.pathname.slice(1), url.pathname.endsWith('/') ? 'index.html' : '')),
  );
  forward.on('error', () => page(response, 502, `npm run dev: next dev (port ${nextPort}) is not answering yet; reload in a moment.`));
  incoming.pipe(forward);
}

async function main() {
  const bundles = await bundleBrowserCode({ watch: true });
  console.log(`dev: the browser bundles are built, and rebuilt on every change: ${bundles.names.join(', ')}`);
  const next = spawn(join('node_modules', '.bin', 'next'), ['dev', '--port', String(nextPort)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const server = createServer(proxy).listen(port, '127.0.0.1', () => console.log(`dev: the site as exported, at http://localhost:${port}/es/`));
  const stop = () => {
    next.kill('SIGTERM');
    server.close();
    void bundles.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  next.on('exit', (code) => {
    console.error(`dev: next dev stopped (${code ?? 'signal'})`);
    server.close();
    void bundles.stop().then(() => process.exit(code ?? 1));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
