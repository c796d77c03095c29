import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CalendarFile } from '@/content/schemas/calendar';
import { feeRulesOf, type FeesFile } from '@/content/schemas/fees';
import type { MediaFile } from '@/content/schemas/media';
import type { Partner } from '@/content/schemas/partners';
import { dayProblem, schoolYearOf } from '@/content/schemas/dates';
import { feeRuleProblems } from '@/lib/yearly-cost';
import { fieldName, fileNameField, type CrossFileRule } from './data-files';

/*
 * Rules that span more than one value or file: each page's path is unique and
 * well formed, each event of the calendar files has its own identity, each
 * day exists in the year it falls in, and both languages' messages have the
 * same keys.
 */

type Problem = { file: string; field: string; message: string };
type Module = Record<string, unknown>;
type RouteNode = { key?: unknown; path?: unknown; file?: unknown; children?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A page's path as the specification writes it: '/' or lowercase words, digits and hyphens between slashes. */
const pathPattern = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/**
 * The days of the data files written without their year, which take it from
 * calendar.json (29 February exists in leap years only): the media pages'
 * items, in its school year. The camps, the early-bird deadline and the open
 * days hold their own year, and are checked in their own files, so that no
 * order of publishing a new year's files is refused.
 */
export const yearDayProblems: CrossFileRule = (files) => {
  const calendar = files['calendar.json'] as CalendarFile | undefined;
  if (!calendar) return [];
  const schoolYear = schoolYearOf(calendar.schoolYearStart);
  return ((files['media.json'] as MediaFile | undefined)?.mediaIndex.items ?? []).flatMap(({ date }, index) => {
    const problem = dayProblem(schoolYear, date);
    return problem ? [{ file: 'media.json', path: ['mediaIndex', 'items', index, 'date', ...problem.path], message: problem.message }] : [];
  });
};

/**
 * fees.json, once every amount is a whole number: the rules of a year's cost
 * (lib/yearly-cost.ts) hold: each tuition divides into its monthly charges,
 * each rule points at something, each level is billed once.
 */
export const yearlyCostProblems: CrossFileRule = (files) => {
  const fees = files['fees.json'] as FeesFile | undefined;
  if (!fees) return [];
  // The rules name a level by its id; the file lists the levels in order.
  const levelIndex = new Map(fees.levelBilling.map((billing, index) => [billing.level, index]));
  // Staff never see the ids (the editor hides them): a message names a row or a charge as the editor does, by its Spanish name.
  const names = new Map([...fees.tuition.map((row) => [row.id, row.level.es] as const), ...fees.charges.map((charge) => [charge.id, charge.title.es] as const)]);
  const named = (message: string) => message.replace(/"([a-z0-9-]+)"/g, (quoted, id: string) => (names.has(id) ? `"${names.get(id)}"` : quoted));
  return feeRuleProblems(feeRulesOf(fees)).map(({ path, message }) => {
    const [first, level, ...rest] = path;
    const index = first === 'levelBilling' && typeof level === 'string' ? levelIndex.get(level) : undefined;
    return { file: 'fees.json', path: index === undefined ? [...path] : ['levelBilling', index, ...(rest.length ? rest : ['level'])], message: named(message) };
  });
};

/** The entries of a folder of content/data/ that passed their own checks, by file ("camps/antibes.json"), as their schema returned them. */
const entriesOf = <Entry = unknown>(files: Readonly<Record<string, unknown>>, folder: string) =>
  Object.entries(files).filter(([file]) => file.startsWith(`${folder}/`)) as [string, Entry][];

/** An entry's name: its file's, without its folder and ".json" ("camps/antibes.json" → "antibes"). */
const entryName = (file: string) => file.slice(file.indexOf('/') + 1, -'.json'.length);

/** partners/*.json: every logo's file is in `picturesDir` (content/pictures/, published under /images/). */
export const partnerLogoProblems =
  (picturesDir: string): CrossFileRule =>
  (files) =>
    Object.entries(files)
      .filter(([file]) => file.startsWith('partners/'))
      .flatMap(([file, partner]) => {
        const { logo } = partner as Partner;
        return existsSync(join(picturesDir, logo.replace(/^\/images\//, '')))
          ? []
          : [{ file, path: ['logo'], message: `no such picture: content/pictures${logo.replace(/^\/images/, '')} does not exist (upload the logo in the editor, or correct the name)` }];
      });

/**
 * navigation.ts: every route's path well formed and used once. A page made from an entry of content/data/ (a camp)
 * is named by its file: its path is made from the file's name.
 */
export function routePathProblems(modules: Record<string, Module>, label: (file: string) => string): Problem[] {
  const tree = modules['navigation.ts']?.routeTree;
  if (!isRecord(tree)) return [];
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  const visit = (node: RouteNode, field: string) => {
    const { path } = node;
    const where =
      typeof node.file === 'string'
        ? { file: label(`data/${node.file}`), field: fileNameField, fix: ': give it another name in the editor (its page’s address is made from it)' }
        : { file: label('navigation.ts'), field: `${field}.path`, fix: '' };
    if (typeof path !== 'string' || !pathPattern.test(path))
      problems.push({
        file: where.file,
        field: where.field,
        message: `must be a path like "/meetus/values": lowercase letters, digits and hyphens between slashes, no spaces; found ${JSON.stringify(path)}${where.fix}`,
      });
    else if (seen.has(path)) problems.push({ file: where.file, field: where.field, message: `"${path}" is already the path of ${seen.get(path)}: each page needs its own${where.fix}` });
    else seen.set(path, typeof node.file === 'string' ? `content/data/${node.file}` : `${field} (${String(node.key)})`);
    if (Array.isArray(node.children)) node.children.forEach((child: RouteNode, index) => visit(child, `${field}.children[${index}]`));
  };
  visit(tree, 'routeTree');
  return problems;
}

/**
 * The identities of the calendar files' events: the school calendar's entries
 * (calendar.json), the open days (open-days/<name>.json, "open-day-<name>")
 * and the camps (camps/<name>.json, "camp-<name>") share one space, so no two
 * may name the same event. An entry's name is its file's: within a folder, each
 * is its own.
 */
export const calendarIdProblems: CrossFileRule = (files) => {
  const named: { id: string; file: string; path: PropertyKey[] }[] = [];
  (files['calendar.json'] as CalendarFile | undefined)?.terms.forEach((term, termIndex) =>
    term.entries.forEach(({ id }, index) => named.push({ id, file: 'calendar.json', path: ['terms', termIndex, 'entries', index, 'id'] })),
  );
  for (const [file] of entriesOf(files, 'open-days')) named.push({ id: `open-day-${entryName(file)}`, file, path: [fileNameField] });
  for (const [file] of entriesOf(files, 'camps')) named.push({ id: `camp-${entryName(file)}`, file, path: [fileNameField] });
  // Within one file the file's own rule says it already; across files, each side names the other.
  return named.flatMap((event) =>
    named
      .filter((other) => other.id === event.id && other.file !== event.file)
      .map((other) => ({
        file: event.file,
        path: event.path,
        message: `names the calendar event "${event.id}", as content/data/${other.file} ${fieldName(other.path)} does: two events would share one identity in the calendar files; ${
          event.path[0] === fileNameField ? 'rename the file' : 'choose another id'
        }`,
      })),
  );
};

/** Every key of a messages file, as dotted paths. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (!isRecord(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** messages/es.json and messages/en.json: the same keys in both, and each file readable. */
export function messageKeyProblems(messagesDir: string): Problem[] {
  const files = ['es.json', 'en.json'] as const;
  const keys: Partial<Record<(typeof files)[number], Set<string>>> = {};
  const problems: Problem[] = [];
  for (const file of files) {
    try {
      keys[file] = new Set(keysOf(JSON.parse(readFileSync(join(messagesDir, file), 'utf8'))));
    } catch (error) {
      problems.push({ file: `messages/${file}`, field: '(the whole file)', message: `cannot be read: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  const [es, en] = [keys['es.json'], keys['en.json']];
  if (!es || !en) return problems;
  for (const [file, own, other, otherFile] of [['en.json', en, es, 'es.json'], ['es.json', es, en, 'en.json']] as const)
    for (const key of other)
      if (!own.has(key)) problems.push({ file: `messages/${file}`, field: key, message: `is missing: messages/${otherFile} has it, and every message needs both languages` });
  return problems;
}
