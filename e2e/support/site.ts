import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { localizedPath, routes } from '@/content/navigation';
import { routing } from '@/i18n/routing';

export const outDir = join(process.cwd(), 'out');

/** Every real page of the site: each route of the tree in each locale. */
export const localizedPages = routes.flatMap((route) =>
  routing.locales.map((locale) => ({ route, locale, url: localizedPath(locale, route.path) })),
);

/** Every HTML file of the export, as a path relative to out/. */
export function exportedHtmlFiles(dir = outDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : exportedHtmlFiles(path);
    return name.endsWith('.html') ? [relative(outDir, path)] : [];
  });
}
