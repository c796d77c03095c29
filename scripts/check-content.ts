// The first step of `npm run build` (and `npm run dev`): checks every fact in
// content/ and stops the build, naming the file and the field, when one is
// malformed. See docs/content.md.
// Usage: tsx scripts/check-content.ts [--dir content] (or the folder CONTENT_DIR names)
import { resolve } from 'node:path';
import { githubAnnotations } from './content-check/annotations';
import { checkContent, formatProblems } from './content-check/check';

const index = process.argv.indexOf('--dir');
const dir = resolve(index >= 0 ? process.argv[index + 1]! : (process.env.CONTENT_DIR ?? 'content'));

async function main() {
  const problems = await checkContent(dir);
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    // On GitHub (a pull request from the staff editor), each mistake also marks its file and line.
    if (process.env.GITHUB_ACTIONS) console.log(githubAnnotations(problems));
    process.exit(1);
  }
  console.log('content: every fact checked');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
