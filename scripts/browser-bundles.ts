// Runs before `next build`: bundles the code that runs in the browser (scripts/browser/bundles.ts).
// Usage: tsx scripts/browser-bundles.ts
import { bundleBrowserCode } from './browser/bundles';

bundleBrowserCode()
  .then(({ names }) => console.log(`browser-bundles: ${names.join(', ')}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
