import { SMTPServer } from 'smtp-server';

/** How the test SMTP server answers a message: 'accept' (250), 'refuse' (451, try later), 'hold' (never answers: a send under way). */
export type SmtpMode = 'accept' | 'refuse' | 'hold';

/** How it answers a login (AUTH), when a client logs in: 'accept', or 'refuse' (535, a wrong user name or password). */
export type SmtpLogins = 'accept' | 'refuse';

/**
 * A real SMTP server (smtp-server) on loopback that keeps the raw text of
 * every message it accepts, for the receiver's tests to read back with
 * mailparser. `port` 0 picks a free one; a given port lets a test bring the
 * server back where a receiver already points. `state.delayMs` makes it a
 * slow server: each answer comes that long after its message.
 * `state.logins` 'refuse' makes it a server with a wrong password set in
 * SMTP_URL (`smtp://user:password@…`, `urlWithLogin`); `state.logins` counts
 * the logins tried in `loginsTried`.
 */
export async function startSmtpServer(port = 0) {
  const received: Buffer[] = [];
  const state = { mode: 'accept' as SmtpMode, held: 0, delayMs: 0, logins: 'accept' as SmtpLogins, loginsTried: 0 };
  const server = new SMTPServer({
    authOptional: true,
    // Loopback only, in tests: a login over plain SMTP is allowed.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(_auth, _session, callback) {
      state.loginsTried += 1;
      if (state.logins === 'refuse') return callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
      callback(null, { user: 'school' });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.mode === 'hold') return void (state.held += 1);
        setTimeout(() => {
          if (state.mode === 'refuse') return callback(Object.assign(new Error('try later'), { responseCode: 451 }));
          received.push(Buffer.concat(chunks));
          callback();
        }, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.server.address() as { port: number }).port;
  return {
    received,
    state,
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    /** The address with a user name and password in it, as a school's SMTP_URL has. */
    urlWithLogin: (password = 'wrong-secret-Ñ') => `smtp://school:${encodeURIComponent(password)}@127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
