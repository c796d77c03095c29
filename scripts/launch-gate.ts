// The first step of `npm run build` and `npm run build:admin`. A production
// build, as the host's own environment says (lib/deploy-context.ts: Netlify's
// CONTEXT=production, Vercel's VERCEL_ENV=production, Cloudflare Pages'
// production branch, DEPLOY_CONTEXT=production), runs `npm run check-launch`
// first and stops when any sample or placeholder value is left. Previews and
// local builds go on with the sample site. See docs/deploying.md.
// Usage: tsx scripts/launch-gate.ts
import { spawnSync } from 'node:child_process';
import { deployContext } from '../lib/deploy-context';

const context = deployContext();
if (context !== 'production') {
  console.log(`launch check: not run for a ${context} build (a production build runs npm run check-launch first)`);
  process.exit(0);
}

// The npm that runs this build (npm_execpath), or the one on the PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const check = spawnSync(npm[0]!, [...npm.slice(1), 'run', '--silent', 'check-launch'], { stdio: 'inherit' });
if (check.status !== 0) {
  console.error('launch check: this is a production build and sample or placeholder values are left (listed above): it stops here. Put in the school\'s real values, or build a preview.');
  process.exit(check.status || 1);
}
console.log('launch check: passed; building the site for production');
