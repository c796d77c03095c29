import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/**
 * What the relay does with the receiver's answers to enquiries (POST):
 * 'pass' hands each back; 'lose-first-answer' lets the receiver store the
 * first enquiry, then cuts the connection instead of answering (an answer
 * lost on its way back); 'hold' keeps every answer until `release()`.
 */
export type RelayMode = 'pass' | 'lose-first-answer' | 'hold';

const hopByHop = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const forwardable = (headers: IncomingHttpHeaders | Headers) =>
  Object.fromEntries([...(headers instanceof Headers ? headers.entries() : Object.entries(headers))].filter(([name, value]) => !hopByHop.has(name) && typeof value === 'string')) as Record<string, string>;

/**
 * A relay on loopback between the browser and the real receiver: forwards
 * every request and, by its mode, the answer. The site is built with the
 * relay's address as its endpoint; `answers` are the receiver's answers to
 * the enquiries it was sent ('201', or '201 replayed' for a repeated key),
 * whatever the browser saw.
 */
export class Relay {
  mode: RelayMode = 'pass';
  /** The receiver's origin, set once it runs. */
  target = '';
  readonly answers: string[] = [];
  private server: Server | null = null;
  private held: (() => void)[] = [];

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const answer = await fetch(`${this.target}${request.url}`, {
          method: request.method,
          headers: forwardable(request.headers),
          body: request.method === 'POST' ? Buffer.concat(chunks) : undefined,
        });
        const body = Buffer.from(await answer.arrayBuffer());
        const reply = () => response.writeHead(answer.status, forwardable(answer.headers)).end(body);
        if (request.method !== 'POST') return reply();
        this.answers.push(`${answer.status}${answer.headers.get('idempotent-replayed') ? ' replayed' : ''}`);
        if (this.mode === 'lose-first-answer' && this.answers.length === 1) return request.socket.destroy();
        if (this.mode === 'hold') return void this.held.push(reply);
        reply();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}/enquiries`;
  }

  /** Forgets what was relayed and relays as `mode` from now on. */
  reset(mode: RelayMode) {
    this.release();
    this.mode = mode;
    this.answers.length = 0;
  }

  /** Hands back every answer held so far. */
  release() {
    for (const reply of this.held.splice(0)) reply();
  }

  async stop() {
    this.release();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
