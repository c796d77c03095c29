// The enquiry receiver the school runs (docs/receiver.md).
// Usage: npm run receiver (settings from the environment; see config.ts).
import { ConfigError, readConfig } from './config';
import { createMailer } from './mail';
import { Outbox, stopGraceMs } from './outbox';
import { buildReceiver } from './server';
import { DataDirInUseError, EnquiryStore } from './store';

async function main() {
  const config = readConfig();
  const store = new EnquiryStore(config.dataDir);
  const outbox = new Outbox(store, createMailer(config), config.retentionDays);
  const app = buildReceiver(config, store, outbox, Date.now, process.stdout);
  await app.listen({ host: config.host, port: config.port });
  outbox.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Receiving enquiries at http://${config.host}:${port}/enquiries for ${config.siteOrigins.join(', ')}; ${config.smtpUrl ? 'sending by SMTP' : `writing each e-mail into ${config.dataDir}/mail/`}`);

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
    const inHand = ended ? '' : '; the SMTP server had not yet accepted the last e-mail, which the next start sends again';
    console.log(`Stopped in ${((performance.now() - started) / 1000).toFixed(1)} s; ${left} enquiries stored and not yet sent, for the next start${inHand}`);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(known ? `The receiver cannot start: ${error.message}` : error);
  process.exit(1);
});
