// A page's weight as it reaches a phone: its response's header and body
// bytes as the server sends them, gzip (the compression any host gives;
// scripts/serve.ts sends gzip to a browser that, over http, offers no more;
// a page under 1 KB, a redirect page, it sends as it is).
// The first round trip of a new connection carries TCP's initial window: 10
// segments of 1,460 bytes (RFC 6928), 14,600 bytes, what Lighthouse simulates
// and a phone's first visit gets. A page one byte over waits a whole round
// trip more for its last bytes, and so do its pictures and its first paint.
// Each round trip after that carries twice the one before (slow start).
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { budgets } from './report';
import { noScriptTwin } from './twins';

/** TCP's initial window: what the first round trip of a connection carries. */
export const firstFlightBytes = 10 * 1460;

/** How many round trips a response of `bytes` takes to arrive, in slow start. */
export function roundTrips(bytes: number): number {
  let trips = 1;
  let window = firstFlightBytes;
  let sent = window;
  while (sent < bytes) {
    window *= 2;
    sent += window;
    trips += 1;
  }
  return trips;
}

/** What `trips` round trips carry in all. */
const carried = (trips: number) => firstFlightBytes * (2 ** trips - 1);

/**
 * The most a page may weigh: what its no-script twin's round trips carry,
 * less the room the budget keeps (budgets.documentRoomBytes). A page's
 * scripts never cost it a round trip, and a page whose content fits the first
 * flight keeps room there for a few more words.
 */
export const weightLimit = (twinBytes: number) => carried(roundTrips(twinBytes)) - budgets.documentRoomBytes;

export type DocumentWeight = { headers: number; body: number; total: number };

/**
 * The bytes of one GET of `path` as the server at `origin` sends them, read
 * off the socket: the status line and headers, and the body as sent (gzip,
 * chunked when the server chunks it), asked for as a browser over http does.
 */
export function documentWeight(origin: string, path: string): Promise<DocumentWeight> {
  const { hostname, port, host } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: gzip, deflate\r\nConnection: keep-alive\r\n\r\n`),
    );
    let received = Buffer.alloc(0);
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.on('error', fail);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headers = received.indexOf('\r\n\r\n') + 4;
      if (headers < 4) return;
      const head = received.subarray(0, headers).toString('latin1');
      if (!/^HTTP\/1\.1 200 /.test(head)) return fail(new Error(`${path}: ${head.split('\r\n')[0]}`));
      const length = /^content-length: (\d+)$/im.exec(head)?.[1];
      const body = length !== undefined ? (received.length >= headers + Number(length) ? Number(length) : -1) : chunkedLength(received.subarray(headers));
      if (body < 0) return;
      socket.destroy();
      resolve({ headers, body, total: headers + body });
    });
  });
}

/** The length of a complete chunked body at the start of `bytes`, framing included; -1 while it is not complete. */
function chunkedLength(bytes: Buffer): number {
  let at = 0;
  for (;;) {
    const line = bytes.indexOf('\r\n', at);
    if (line < 0) return -1;
    const size = parseInt(bytes.subarray(at, line).toString('latin1'), 16);
    at = line + 2 + size + 2;
    if (at > bytes.length) return -1;
    if (size === 0) return at;
  }
}

/** The no-script twin's weight, sent as the page is: the same headers, its HTML gzipped as the server gzips (level 6). */
export const twinWeight = (html: string, page: DocumentWeight) => page.headers + gzipSync(noScriptTwin(html), { level: 6 }).length;
