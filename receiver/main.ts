// The enquiry receiver the school runs (docs/receiver.md), started by
// cli.mts: `node receiver/cli.mts` (or `npm run receiver`) receives
// enquiries; `backup FILE`, `restore FILE` and `erase EMAIL` look after its
// data. Settings from the environment (config.ts).
import { backup, CommandError, erase, restore } from './commands';
import { ConfigError, readConfig, type ReceiverConfig } from './config';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { createMailer } from './mail';
import { checkMailServer, mailServerName } from './mail-server-check';
import { Outbox, stopGraceMs } from './outbox';
import { productionProblems } from './production';
import { buildReceiver } from './server';
import { EnquiryStore, NoDatabaseError } from './store';

const usage = 'Usage: node receiver/cli.mts [backup FILE | restore FILE | erase EMAIL]  (npm run receiver -- …)';

async function receive(config: ReceiverConfig) {
  const problems = config.production ? productionProblems(config, process.env) : [];
  if (problems.length > 0) throw new ConfigError(problems);
  const lock = lockDataDir(config.dataDir);
  if (config.production && config.smtpUrl) {
    const problem = await checkMailServer(config.smtpUrl);
    if (problem) throw new ConfigError([problem]);
  }
  const store = new EnquiryStore(config.dataDir);
  let outbox: Outbox | undefined;
  const app = buildReceiver(config, store, { nudge: () => outbox?.nudge() }, Date.now, process.stdout);
  outbox = new Outbox(store, createMailer(config), config.retentionDays, Date.now, app.log);
  await app.listen({ host: config.host, port: config.port });
  outbox.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const delivery = config.smtpUrl ? `sending by SMTP through ${mailServerName(config.smtpUrl)}${config.production ? ', which took the login' : ''}` : `writing each e-mail into ${config.dataDir}/mail/`;
  console.log(`Receiving enquiries at http://${config.host}:${port}/enquiries for ${config.siteOrigins.join(', ')}; ${delivery}; keeping them ${config.retentionDays} days`);

  /*
   * A stop takes seconds, whatever the backlog: requests under way are
   * answered (new ones get 503), the outbox finishes the e-mail in hand and
   * marks what it sent, and the rest stays stored for the next start. A
   * request still open after the grace (a client sending its body slowly)
   * is cut off; the family's page sends it again under the same key.
   */
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    const cutOff = setTimeout(() => app.server.closeAllConnections(), stopGraceMs);
    const [, ended] = await Promise.all([app.close(), outbox.stop()]);
    clearTimeout(cutOff);
    const left = store.backlog();
    store.close();
    lock.release();
    const inHand = ended ? '' : '; the SMTP server had not yet accepted the last e-mail, which the next start sends again';
    console.log(`Stopped in ${((performance.now() - started) / 1000).toFixed(1)} s; ${left} enquiries stored and not yet sent, for the next start${inHand}`);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

async function main(command: string | undefined, argument: string | undefined) {
  if (command === undefined) return receive(readConfig());
  const config = readConfig();
  const done = command === 'backup' ? backup(config, argument!) : command === 'restore' ? restore(config, argument!) : await erase(config, argument!);
  console.log(done);
}

const [command, argument, ...rest] = process.argv.slice(2);
if (command !== undefined && (!['backup', 'restore', 'erase'].includes(command) || argument === undefined || rest.length > 0)) {
  console.error(usage);
  process.exit(1);
}
main(command, argument).catch((error: unknown) => {
  // One line per problem, each saying what could not be done.
  const failed = command === undefined ? 'The receiver cannot start' : `The ${command} was not done`;
  const known = error instanceof ConfigError ? error.problems : error instanceof DataDirInUseError || error instanceof CommandError || error instanceof NoDatabaseError ? [error.message] : null;
  if (known) for (const problem of known) console.error(`${failed}: ${problem}`);
  else console.error(error);
  process.exit(1);
});
