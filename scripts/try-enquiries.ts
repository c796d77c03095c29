// Shows a newcomer the e-mail the school receives for an enquiry
// (docs/receiver.md): builds the site for the local receiver, starts
// the receiver (receiver/, its defaults: no SMTP, each e-mail written as an
// .eml file) and the site, and says where to send one and where it lands.
// Ctrl+C stops both. `npm start` builds without an endpoint again (the alert).
// Usage: npm run try-enquiries
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { readConfig } from '@/receiver/config';

// The receiver's defaults: 127.0.0.1:8787, for the site on http://localhost:3000, receiver-data/.
const receiverConfig = readConfig({});
const receiverAddress = `http://${receiverConfig.host}:${receiverConfig.port}`;
const [siteAddress] = receiverConfig.siteOrigins;
const sitePort = new URL(siteAddress!).port;

execFileSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, CONTACT_ENDPOINT: `${receiverAddress}/enquiries`, RECEIVER_RETENTION_DAYS: String(receiverConfig.retentionDays) },
});

const quiet = { PORT: '', HOST: '', SITE_ORIGINS: '', SMTP_URL: '', DATA_DIR: '', NODE_ENV: 'development' } as const;
const children = [
  spawn(process.execPath, ['receiver/cli.mts'], { stdio: 'inherit', env: { ...process.env, ...quiet } }),
  spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', sitePort], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

setTimeout(() => {
  console.log(`
Send an enquiry from ${siteAddress}/es/contact/ (or ${siteAddress}/en/contact/).
The e-mail the school would receive is written to ${join(receiverConfig.dataDir, 'mail')}/<its key>.eml:
open it in any mail program. Ctrl+C stops the receiver and the site.`);
}, 2_000);
