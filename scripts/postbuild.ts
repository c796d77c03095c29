// Runs after `next build`: writes what a static export cannot produce by
// itself, all derived from content/ (see README, "How the build works").
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redirectsFile, writeRedirectPages } from './postbuild/redirect-pages';

const outDir = join(process.cwd(), 'out');
if (!existsSync(outDir)) throw new Error('out/ is missing: run `next build` first.');

const redirectPages = writeRedirectPages(outDir);
writeFileSync(join(outDir, '_redirects'), redirectsFile());

console.log(`postbuild: ${redirectPages} redirect pages, _redirects`);
