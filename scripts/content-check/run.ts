// The first step of `npm run build` (and `npm run dev`): checks every fact in
// content/ and stops the build, naming the file and the field, when one is
// malformed. See docs/content.md. Then it warns about each file whose dates are
// all before the build's date (BUILD_DATE, or today): a year that is over.
// Usage: tsx scripts/content-check/run.ts [--dir content] (or the folder CONTENT_DIR names)
import { resolve } from 'node:path';
import { githubAnnotations } from './annotations';
import { checkContent, formatProblems } from './check';
import { yearOverWarnings } from './year-over';
import { buildDate } from '@/lib/build-date';

const index = process.argv.indexOf('--dir');
const dir = resolve(index >= 0 ? process.argv[index + 1]! : (process.env.CONTENT_DIR ?? 'content'));

async function main() {
  // A build date that cannot be read stops the build before anything else, naming BUILD_DATE.
  try {
    buildDate();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const problems = await checkContent(dir);
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    // On GitHub (a pull request from the staff editor), each mistake also marks its file and line.
    if (process.env.GITHUB_ACTIONS) console.log(githubAnnotations(problems));
    process.exit(1);
  }
  console.log('content: every fact checked');
  const { text, files } = await yearOverWarnings(dir);
  if (text) console.warn(text);
  if (text && process.env.GITHUB_ACTIONS) console.log(githubAnnotations(files, 'warning'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
