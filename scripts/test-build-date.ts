// The build date the test suite builds with (docs/tests.md, "The build's date"): the day before the earliest date
// the content holds (the calendar's first day, a camp, an open day, the early-bird deadline, the fee year), so that
// every date of the content is still to come, whatever year it is when the tests run. Prints it as YYYY-MM-DD.
// Usage: BUILD_DATE=$(tsx scripts/test-build-date.ts [--dir content]) npm run build
import { resolve } from 'node:path';

const index = process.argv.indexOf('--dir');
// The content modules read their folder as they load: set it first.
if (index >= 0) process.env.CONTENT_DIR = resolve(process.argv[index + 1]!);

async function main() {
  const { dayBeforeContent } = await import('@/lib/dated-files');
  const { isoDate } = await import('@/lib/dates');
  console.log(isoDate(dayBeforeContent()));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
