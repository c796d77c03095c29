// `npm run check-launch`: lists every sample or placeholder value the site
// still holds, in content/ and in the build's settings, one line each naming
// the file and field (or the setting); exits 1 if there is any, 0 once the
// school's own values are in. Host production builds run it first; previews
// and local builds keep building the sample site. See docs/content.md,
// "Sample data to replace before going live".
// Usage: tsx scripts/check-launch.ts [--dir content]   (or CONTENT_DIR=…)
import { resolve } from 'node:path';
import { formatLaunchProblems, launchProblems } from './launch-check/check';

const index = process.argv.indexOf('--dir');
const dir = resolve(index >= 0 ? process.argv[index + 1]! : process.env.CONTENT_DIR || 'content');

const problems = launchProblems(dir, process.env);
if (problems.length > 0) {
  console.error(formatLaunchProblems(problems));
  process.exit(1);
}
console.log("launch: no sample or placeholder value left; the content and the settings are the school's own");
