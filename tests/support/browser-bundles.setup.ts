// Vitest's global setup: the browser bundles and inline scripts, as `npm run build` writes them
// first (scripts/bundle-browser-code.ts), for the tests that read them (the pages' and the header's policy).
import { execFileSync } from 'node:child_process';

export default function setup() {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-browser-code.ts'], { stdio: 'ignore' });
}
