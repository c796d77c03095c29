// Runs before `next build`: bundles the code that runs in the browser (scripts/bundler/bundle-all.ts).
// Usage: tsx scripts/bundle-browser-code.ts
import { bundleBrowserCode } from './bundler/bundle-all';

bundleBrowserCode()
  .then(({ names }) => console.log(`browser-bundles: ${names.join(', ')}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
