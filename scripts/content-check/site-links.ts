import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { siteOrigin } from '@/content/site-url';
import { routing } from '@/i18n/routing';
import { calendarFilePath, campSlug, newsFeedPath, openDaySlug, schoolCalendarSlug } from '@/lib/file-names';
import { markdownLinks } from '@/lib/markdown';
import { addressSchemaFor } from './links';
import { dataFileNames, fieldName, parseData, schemaOf, type DataProblem } from './data-files';
import { markedValues } from './templates';

/*
 * Links staff write to the site's own pages: in a text written with the
 * editor's formatting buttons (a news article's body, Markdown), and in a
 * field that holds an address (`href`, `…Url`). A path that is no page or
 * file of the site would reach families as a dead link, so the content check
 * refuses it in the pull request, naming the file, the field and the link.
 */

type Module = Record<string, unknown>;
type RouteLike = { path: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every file under `dir`, as its path below it with forward slashes. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/**
 * The paths the site serves, from the content in `dir` (its modules as loaded): every page in each language
 * (`/es/life/calendar/`), the unprefixed paths that lead to them, the calendar files, the news feeds, the
 * pictures (`/images/…`), the sitemap and robots.txt.
 */
function sitePaths(dir: string, modules: Record<string, Module>): Set<string> {
  const routes = (modules['navigation.ts']?.routes ?? []) as readonly RouteLike[];
  const openDays = (modules['admission.ts']?.openDays ?? []) as readonly { id: string }[];
  const camps = (modules['camps.ts']?.camps ?? []) as readonly { slug: string }[];
  const slash = (path: string) => (path === '/' ? '/' : `${path}/`);
  return new Set([
    ...routes.flatMap(({ path }) => [slash(path), ...routing.locales.map((locale) => slash(`/${locale}${path === '/' ? '' : path}`))]),
    ...routing.locales.flatMap((locale) => [
      newsFeedPath(locale),
      ...[schoolCalendarSlug, ...openDays.map(openDaySlug), ...camps.map(campSlug)].map((slug) => calendarFilePath(locale, slug)),
    ]),
    ...filesUnder(join(dir, 'pictures')).map((file) => `/images/${file}`),
    '/sitemap.xml',
    '/robots.txt',
  ]);
}

/** The path of a link to the site itself (`/es/contact/`, or the site's address in full when SITE_URL is set), without its query or fragment; undefined for a link elsewhere. */
function ownPath(link: string): string | undefined {
  const own = process.env.SITE_URL?.trim() ? siteOrigin() : undefined;
  const text = own && link.startsWith(`${own}/`) ? link.slice(own.length) : link;
  if (!text.startsWith('/') || text.startsWith('//')) return undefined;
  const path = text.split(/[?#]/)[0]!;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** What is wrong with a link to the site, if anything. */
function linkProblem(link: string, paths: ReadonlySet<string>): string | undefined {
  const path = ownPath(link);
  if (path === undefined || paths.has(path)) return undefined;
  if (paths.has(`${path}/`)) return `links to "${link}": write it with its closing slash, "${path}/", as the page's address ends`;
  return `links to "${link}", which is no page or file of the site: copy the page's address from the browser (like "/es/life/calendar/"), or remove the link`;
}

/** The links of a data file's value: each link of a Markdown text, in both languages, or the address a field holds. */
function linksOf(value: unknown, path: readonly PropertyKey[], markdown: boolean): { path: PropertyKey[]; link: string }[] {
  if (markdown && typeof value === 'string') return markdownLinks(value).map((link) => ({ path: [...path], link }));
  if (markdown && isRecord(value)) return Object.entries(value).flatMap(([key, text]) => linksOf(text, [...path, key], true));
  if (typeof value === 'string') return addressSchemaFor(path.at(-1)!, path.at(-2)) ? [{ path: [...path], link: value }] : [];
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => linksOf(child, [...path, Array.isArray(value) ? Number(key) : key], false));
}

/**
 * Every link of the data files of `dir` to a path of the site that does not exist. Run once the files have passed
 * their own checks and the modules have loaded (`modules`, by file name): the site's paths come from them.
 */
export function siteLinkProblems(dir: string, modules: Record<string, Module>, label: (file: string) => string): DataProblem[] {
  const paths = sitePaths(dir, modules);
  const dataDir = join(dir, 'data');
  return dataFileNames(dataDir).flatMap((name) => {
    const schema = schemaOf(name);
    if (!schema) return [];
    // The files have passed their own checks: plain JSON. Read again for their lines only when a link is wrong.
    const text = readFileSync(join(dataDir, name), 'utf8');
    const data: unknown = JSON.parse(text);
    const markdown = markedValues(schema, data, (field) => field.widget === 'markdown').flatMap(({ path, value }) => linksOf(value, path, true));
    const fields = linksOf(data, [], false);
    // A text may hold several links: one problem per field, naming each wrong link.
    const byField = new Map<string, { path: PropertyKey[]; messages: string[] }>();
    for (const { path, link } of [...markdown, ...fields]) {
      const message = linkProblem(link, paths);
      if (!message) continue;
      const field = byField.get(fieldName(path)) ?? { path, messages: [] };
      byField.set(fieldName(path), { ...field, messages: [...field.messages, message] });
    }
    if (byField.size === 0) return [];
    const parsed = parseData(text, name);
    const lineOf = (path: readonly PropertyKey[]) => ('lineOf' in parsed ? parsed.lineOf(path) : undefined);
    return [...byField].map(([field, { path, messages }]) => ({ file: label(`data/${name}`), field, line: lineOf(path), message: messages.join('; ') }));
  });
}
