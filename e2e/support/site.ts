import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { localizedPath, routes, sections } from '@/content/navigation';
import { routing } from '@/i18n/routing';
import { hostDirFor } from '@/scripts/postbuild/host-files';

export const outDir = join(process.cwd(), 'out');
/** The host files written beside out/, never published: the nginx snippet, vercel.json. */
export const hostDir = hostDirFor(outDir);

/** Every real page of the site: each route of the tree in each locale. */
export const localizedPages = routes.flatMap((route) =>
  routing.locales.map((locale) => ({ route, locale, url: localizedPath(locale, route.path) })),
);

const home = { name: 'home', routes: routes.filter((route) => route.key === 'home') };
const bySection = sections.map((section) => ({ name: section.key, routes: routes.filter((route) => route.section === section.key) }));
const onePage = [home, ...bySection].filter((group) => group.routes.length === 1);

/**
 * The routes in groups, for tests that walk them all with one browser page each:
 * each top-level section with its pages, then home with the one-page sections.
 */
export const routeGroups = [
  ...bySection.filter((group) => group.routes.length > 1),
  { name: onePage.map((group) => group.name).join(', '), routes: onePage.flatMap((group) => group.routes) },
];

/** Every HTML file of the export, as a path relative to out/. */
export function exportedHtmlFiles(dir = outDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : exportedHtmlFiles(path);
    return name.endsWith('.html') ? [relative(outDir, path)] : [];
  });
}
