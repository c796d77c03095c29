import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/** How the endpoint answers the next enquiries. */
export type EndpointMode =
  /** 200 to every enquiry. */
  | 'accept'
  /** 503 to the first enquiry, 200 after. */
  | 'unavailable-once'
  /** 503 to every enquiry. */
  | 'unavailable'
  /** The connection is cut: what a browser sees when the endpoint is down. */
  | 'down'
  /** Never answers. */
  | 'silent'
  /** Answers 200 only when told to (answerHeld): a send still on its way. */
  | 'held'
  /** 400: the enquiry is refused. */
  | 'refuse';

export type Received = { body: unknown; headers: IncomingHttpHeaders };

/**
 * A stand-in for the school's endpoint or a form service, on a loopback port:
 * it answers CORS preflights as such a service must (README, "Receiving
 * enquiries") and records every enquiry it is sent.
 */
export class FakeEndpoint {
  mode: EndpointMode = 'accept';
  readonly received: Received[] = [];
  private server: Server | null = null;
  private held: (() => void)[] = [];
  private answers: (() => void)[] = [];

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const cors = {
        'Access-Control-Allow-Origin': request.headers.origin ?? '*',
        'Access-Control-Expose-Headers': 'Retry-After',
      };
      if (request.method === 'OPTIONS') {
        if (this.mode === 'down') return request.socket.destroy();
        response.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key' });
        return response.end();
      }
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        if (this.mode === 'down') return request.socket.destroy();
        this.received.push({ body: JSON.parse(text), headers: request.headers });
        if (this.mode === 'silent') return void this.held.push(() => response.destroy());
        if (this.mode === 'held') return void this.answers.push(() => response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{"ok":true}'));
        const refused = this.mode === 'refuse' || this.mode === 'unavailable' || (this.mode === 'unavailable-once' && this.received.length === 1);
        const status = this.mode === 'refuse' ? 400 : refused ? 503 : 200;
        response.writeHead(status, { ...cors, 'Content-Type': 'application/json', ...(status === 503 ? { 'Retry-After': '1' } : {}) });
        response.end(JSON.stringify({ ok: status === 200 }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}/enquiries`;
  }

  /** Forgets what was received and answers as `mode` from now on. */
  reset(mode: EndpointMode) {
    this.mode = mode;
    this.received.length = 0;
    for (const release of this.held.splice(0)) release();
    this.answerHeld();
  }

  /** Answers 200 to every enquiry held so far ('held'). */
  answerHeld() {
    for (const answer of this.answers.splice(0)) answer();
  }

  /** The different idempotency keys received: one per enquiry the school would get. */
  get keys(): string[] {
    return [...new Set(this.received.map((enquiry) => String(enquiry.headers['idempotency-key'])))];
  }

  async stop() {
    this.reset('accept');
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
