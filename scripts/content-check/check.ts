import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { englishLanguageNames, locales } from '@/content/schemas/locales';
import { checkDataFiles, fieldName } from './data-files';
import { calendarIdProblems, messageKeyProblems, partnerLogoProblems, routePathProblems, yearDayProblems, yearlyCostProblems } from './cross-file';
import { addressSchemaFor } from './links';
import { siteLinkProblems } from './site-links';
import { templateIssues } from './templates';
import { pictureProblems } from './pictures';
import { campSummaryProblems } from './camp-summary';
import { ageRange, dateRange, quote, realDay, type DateRules, type Years } from './schemas';

/*
 * The content check run before every build (scripts/content-check/run.ts): loads
 * each module of content/ and finds what a type check alone would let
 * through: a fee written as text, a day that does not exist, an age range
 * the wrong way round, a text missing one of its languages.
 */

/** One mistake: the file, the field inside it (a path like `tuition[2].amount`) and what is wrong. */
export type ContentProblem = { file: string; field: string; line?: number; message: string };

type Path = readonly PropertyKey[];
type Module = Record<string, unknown>;

// A value that is not there at all reads "is missing", not zod's "expected number, received undefined".
z.config({ customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'is missing' : undefined) });



/** What is wrong with a text in both languages, { es, en }: each language must be there and not empty. */
function translationProblems(text: Record<string, unknown>): { path: Path; message: string }[] {
  const problems = locales.flatMap((locale) => {
    const value = text[locale];
    const name = `the ${englishLanguageNames[locale]} text ("${locale}")`;
    if (value === undefined) return [{ path: [locale], message: `${name} is missing: every text needs both ${locales.map((each) => `"${each}"`).join(' and ')}` }];
    if (typeof value === 'function') return [];
    if (typeof value === 'string') return value.trim() === '' ? [{ path: [locale], message: `${name} is empty` }] : [];
    if (Array.isArray(value)) {
      if (value.length === 0) return [{ path: [locale], message: `${name} has no paragraphs` }];
      return value.flatMap((item, index) =>
        typeof item === 'string' && item.trim() !== '' ? [] : [{ path: [locale, index], message: `${name}: paragraph ${index + 1} is empty` }],
      );
    }
    return [{ path: [locale], message: `${name} must be text in quotes; found ${quote(value)}` }];
  });
  if (Array.isArray(text.es) && Array.isArray(text.en) && text.es.length !== text.en.length)
    problems.push({ path: [], message: `has ${text.es.length} Spanish paragraphs and ${text.en.length} English ones: each paragraph needs both` });
  return problems;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const hasKeys = (value: Record<string, unknown>, keys: string[]) => Object.keys(value).sort().join() === [...keys].sort().join();

/**
 * The rules that hold wherever a value sits in any module: texts in both
 * languages, age ranges (`ages`) the right way round, days ({ month, day })
 * that exist in the year they belong to, date ranges ({ start, end }) that do
 * not end before they start, and links, e-mail addresses and phone numbers
 * (by the name of their field).
 */
function everywhere(value: unknown, path: Path, dates: DateRules | undefined, seen = new Set<unknown>()): { path: Path; message: string }[] {
  const issuesOf = (schema: z.ZodType) => (schema.safeParse(value).error?.issues ?? []).map((issue) => ({ path: [...path, ...issue.path], message: issue.message }));
  if (typeof value === 'string') {
    const address = path.length > 0 ? addressSchemaFor(path.at(-1)!, path.at(-2)) : undefined;
    return address ? issuesOf(address) : [];
  }
  if (!isRecord(value) || seen.has(value)) return [];
  seen.add(value);
  if (locales.some((locale) => locale in value)) return translationProblems(value).map((problem) => ({ ...problem, path: [...path, ...problem.path] }));
  if (path.at(-1) === 'ages') return issuesOf(ageRange);
  if (dates && hasKeys(value, ['month', 'day'])) return issuesOf(dates.day);
  // A range of days without their year is compared once both its days exist (a full day, { year, month, day }, was checked in its file).
  const daysExist = dates && [value.start, value.end].every((day) => isRecord(day) && hasKeys(day, ['month', 'day']) && dates.day.safeParse(day).success);
  const range = dates && daysExist ? issuesOf(dates.range) : [];
  return [
    ...range,
    ...Object.entries(value).flatMap(([key, child]) => everywhere(child, [...path, Array.isArray(value) ? Number(key) : key], dates, seen)),
  ];
}

/** The school year, as the content itself sets it; undefined if it is itself wrong. */
function yearsOf(modules: Record<string, Module>): Years | undefined {
  const { schoolYearStart, inSchoolYear } = modules['calendar.ts'] ?? {};
  if (!Number.isInteger(schoolYearStart) || typeof inSchoolYear !== 'function') return undefined;
  const toDate = inSchoolYear as (day: { month: number; day: number }) => { year: number };
  return { schoolYearOf: ({ month, day }) => toDate({ month, day: day ?? 1 }).year };
}

/** Checks every module of a content folder; no problem means the content can be built. */
export async function checkContent(
  dir: string,
  { messagesDir = join(process.cwd(), 'messages') } = {},
): Promise<ContentProblem[]> {
  const label = (file: string) => `${basename(dir)}/${file}`;
  // The data files first: the modules read them, and cannot load while one is wrong.
  const picturesDir = join(dir, 'pictures');
  const dataProblems = await checkDataFiles(dir, {
    label,
    fieldName,
    moreRules: (data, schema) => [...templateIssues(schema, data), ...everywhere(data, [], undefined)],
    fileRules: [(schema, data) => pictureProblems(picturesDir, schema, data), campSummaryProblems],
    crossFileRules: [yearDayProblems, calendarIdProblems, partnerLogoProblems(picturesDir), yearlyCostProblems],
  });
  if (dataProblems.length > 0) return dataProblems;
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts')).sort();
  const modules: Record<string, Module> = {};
  const problems: ContentProblem[] = [];
  // The modules read their data files through content/data.ts, from this folder, as they load.
  const contentDir = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  for (const file of files) {
    try {
      modules[file] = (await import(pathToFileURL(join(dir, file)).href)) as Module;
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      problems.push({ file: label(file), field: '(the whole file)', message: `cannot be read: ${reason}` });
    }
  }
  if (contentDir === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = contentDir;
  const years = yearsOf(modules);
  for (const [file, exports] of Object.entries(modules)) {
    const add = (issues: { path: Path; message: string }[]) =>
      problems.push(...issues.map((issue) => ({ file: label(file), field: fieldName(issue.path), message: issue.message })));
    // A day written without its year falls in the school year (the calendar's own, and the media pages' items).
    const yearOf = years?.schoolYearOf;
    add(everywhere({ ...exports }, [], yearOf && { day: realDay(yearOf), range: dateRange(yearOf) }));
  }
  problems.push(...routePathProblems(modules, label), ...siteLinkProblems(dir, modules, label), ...messageKeyProblems(messagesDir));
  // One mistake can break two rules (a missing fee is not a number either): say it once.
  const unique = new Map(problems.map((problem) => [`${problem.file} ${problem.field}`, problem]));
  return [...unique.values()];
}

/** The message the build stops with. */
export function formatProblems(problems: ContentProblem[]): string {
  const count = problems.length === 1 ? '1 mistake' : `${problems.length} mistakes`;
  return [
    `Content check: ${count} in content/. Nothing was built: correct ${problems.length === 1 ? 'it' : 'them'}, then run "npm run build" again.`,
    ...problems.map((problem) => `  ${problem.file}, ${problem.field}${problem.line && !problem.field.startsWith('(') ? ` (line ${problem.line})` : ''}: ${problem.message}`),
  ].join('\n');
}
