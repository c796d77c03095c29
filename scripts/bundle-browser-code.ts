// Usage: tsx scripts/bundle-browser-code.ts, before `next build` (npm run build does): bundles the browser code.
import { bundleBrowserCode } from './bundler/bundle-all';

bundleBrowserCode()
  .then(({ names }) => console.log(`browser-bundles: ${names.join(', ')}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
