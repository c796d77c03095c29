import { isoDate } from '@/lib/dates';
import type { ContentProblem } from './check';

/*
 * A year that is over (issue 47): the data files whose dates are all before
 * the build's date (lib/build-date.ts: BUILD_DATE, or today in Madrid). Not
 * a mistake, so the build goes on; the office sees it in the build's log, on
 * the editor's pull request (a warning annotation) and on the deploy
 * preview's banner.
 */

/** The files whose year is over as of the build's date, as the build warns about them; none: no text. */
export async function yearOverWarnings(contentDir: string, env: Readonly<Record<string, string | undefined>> = process.env): Promise<{ text: string; files: ContentProblem[] }> {
  // The content modules read their folder as they load: name it first, as the content check does.
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = contentDir;
  const { pastFiles } = await import('@/lib/dated-files');
  const { buildDate } = await import('@/lib/build-date');
  const { formatter } = await import('@/i18n/request');
  const { dateOf } = await import('@/lib/dates');
  if (previous === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previous;
  const today = buildDate(env);
  const written = (day: Parameters<typeof dateOf>[0]) => formatter('en').dateTime(dateOf(day), 'dayWithYear');
  const past = pastFiles(today);
  if (past.length === 0) return { text: '', files: [] };
  const files = past.map(({ file, screen, lastDay }) => ({
    file,
    field: '(the whole file)',
    message: `every date in it is past: its last is ${written(lastDay)}. A year that is over: give it the new year's dates in the editor (${screen})`,
  }));
  const text = [
    `Warning: ${past.length === 1 ? '1 file holds' : `${past.length} files hold`} only dates before the build's date, ${written(today)} (${isoDate(today)}; BUILD_DATE sets it):`,
    ...past.map(({ file, screen, lastDay }) => `  ${file} (in the editor: ${screen}): its last date is ${written(lastDay)}`),
  ].join('\n');
  return { text, files };
}
