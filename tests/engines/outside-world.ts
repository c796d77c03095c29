import { createServer, type Server, type Socket } from 'node:net';

/**
 * Every host but the site, as the engines see it: the proxy they are started
 * with, which notes the host each connection asks for and answers none.
 * Nothing a page asks for leaves the machine (there is no network here, and
 * a developer's machine must not reach YouTube from a test), and a journey
 * can tell which hosts a page tried to reach. Loopback addresses, where the
 * site is served, never go through it.
 */
export class OutsideWorld {
  /** The hosts asked for, in order, one entry per connection. */
  readonly hosts: string[] = [];

  private readonly open = new Set<Socket>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<OutsideWorld> {
    const server = createServer();
    const world = new OutsideWorld(server);
    server.on('connection', (socket) => {
      world.open.add(socket);
      socket.once('close', () => world.open.delete(socket));
      socket.once('data', (chunk) => {
        // "CONNECT www.example.com:443 HTTP/1.1" for https, "GET http://www.example.com/ HTTP/1.1" for http.
        const [, target = ''] = chunk.toString('latin1').split(' ', 2);
        world.hosts.push(target.replace(/^[a-z]+:\/\//, '').replace(/[:/].*$/, ''));
        socket.destroy();
      });
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return world;
  }

  /** The proxy's address, host:port. */
  get address() {
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('the outside world is not listening');
    return `127.0.0.1:${address.port}`;
  }

  stop() {
    for (const socket of this.open) socket.destroy();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
