// The enquiry receiver the school runs (README, "The enquiry receiver").
// Usage: npm run receiver (settings from the environment; see config.ts).
import { ConfigError, readConfig } from './config';
import { createMailer } from './mail';
import { Outbox } from './outbox';
import { buildReceiver } from './server';
import { EnquiryStore } from './store';

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
  const stop = async () => {
    await app.close();
    await outbox.stop();
    store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `The receiver cannot start: ${error.message}` : error);
  process.exit(1);
});
