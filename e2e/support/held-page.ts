import { createServer, type Server } from 'node:http';

const dropped = new Set(['connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding']);

/**
 * A page that arrives in two parts: a server on loopback that passes every
 * request on to the site, except one page, whose HTML it sends up to the end
 * of the first `cutAfter` it holds and the rest only on `release()`: the
 * browser parses and shows the first part, and runs its scripts, while the
 * rest of the page has not arrived, as on a slow connection.
 */
export class HeldPage {
  private server: Server | null = null;
  private releaseRest!: () => void;
  private readonly rest = new Promise<void>((resolve) => (this.releaseRest = resolve));

  constructor(
    private readonly site: string,
    private readonly path: string,
    private readonly cutAfter: string,
  ) {}

  /** Starts serving; the origin to open the page on. */
  async start(): Promise<string> {
    this.server = createServer(async (request, response) => {
      const answer = await fetch(`${this.site}${request.url}`);
      const headers = Object.fromEntries([...answer.headers.entries()].filter(([name]) => !dropped.has(name)));
      const body = Buffer.from(await answer.arrayBuffer());
      if (request.url !== this.path) return void response.writeHead(answer.status, headers).end(body);
      const html = body.toString('utf8');
      const cut = html.indexOf(this.cutAfter);
      if (cut < 0) throw new Error(`HeldPage: ${this.path} has no "${this.cutAfter}" to cut after`);
      const at = cut + this.cutAfter.length;
      response.writeHead(answer.status, headers);
      response.write(html.slice(0, at));
      await this.rest;
      response.end(html.slice(at));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  /** Sends the rest of the page. */
  release() {
    this.releaseRest();
  }

  async stop() {
    this.release();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
