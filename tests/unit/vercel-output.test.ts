// The export for Vercel (scripts/postbuild/vercel-output.ts): its routes, made by Vercel's own
// @vercel/routing-utils from the generated vercel.json, give every path the headers out/_headers gives it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import type { Route } from '@vercel/routing-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { routes as siteRoutes, localizedPath } from '@/content/navigation';
import { routing } from '@/i18n/routing';
import { headersFile } from '@/scripts/postbuild/host-files';
import { redirects } from '@/scripts/postbuild/host-rules';
import { vercelOutputConfig, writeVercelOutput } from '@/scripts/postbuild/vercel-output';

type Answer = { status: number; headers: Record<string, string> };

/**
 * Vercel's routing as its Build Output API describes it, for the kinds of route the config holds:
 * a route whose `src` matches adds its headers; one with `continue` lets the next routes apply;
 * one with a status and no `continue` answers (a redirect); `handle: filesystem` serves the file when
 * there is one; the routes after it apply to paths without one.
 */
function route(routes: Route[], path: string, files: Set<string>): Answer {
  const headers: Record<string, string> = {};
  let phase: 'before' | 'after' = 'before';
  for (const entry of routes) {
    if ('handle' in entry) {
      if (entry.handle === 'filesystem' && files.has(path)) return { status: 200, headers };
      phase = 'after';
      continue;
    }
    const match = new RegExp(entry.src).exec(path);
    if (!match) continue;
    // A Location names the route's captures as $1, $2…
    for (const [name, value] of Object.entries(entry.headers ?? {})) headers[name] = value.replace(/\$(\d)/g, (_, index: string) => match[Number(index)] ?? '');
    if (entry.status && !entry.continue) return { status: entry.status, headers };
    if (!entry.continue && phase === 'after') return { status: entry.status ?? 200, headers };
  }
  return { status: 404, headers };
}

const dir = mkdtempSync(join(tmpdir(), 'vercel-output-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the export for Vercel', () => {
  const config = vercelOutputConfig();
  const pages = siteRoutes.flatMap((entry) => routing.locales.map((locale) => localizedPath(locale, entry.path)));
  const files = new Set(pages);

  it('is the version 3 Build Output: Vercel\'s routes, the files, then 404.html with status 404', () => {
    expect(config.version).toBe(3);
    expect(config.routes.at(-2)).toEqual({ handle: 'filesystem' });
    expect(config.routes.at(-1)).toEqual({ src: '^/.*$', dest: '/404.html', status: 404 });
  });

  it('gives every page the headers out/_headers gives it, and every unprefixed path its 301', async () => {
    const file = join(dir, '_headers');
    writeFileSync(file, headersFile());
    const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
    expect(errors).toEqual([]);
    const parsed = headers as Header[];
    const expected = (path: string) => Object.assign({}, ...parsed.filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values)) as Record<string, string>;
    const mismatches: string[] = [];
    for (const path of [...pages, '/_next/static/chunks/site.css', '/islands/carousel-X.js', '/images/a.jpg', '/calendar/es/school-year.ics', '/pagefind/pagefind.js', '/404.html']) {
      const answer = route(config.routes, path, new Set([...files, path]));
      if (answer.status !== 200) mismatches.push(`${path}: status ${answer.status}`);
      for (const [name, value] of Object.entries(expected(path))) if (answer.headers[name] !== value) mismatches.push(`${path}: ${name} ${answer.headers[name]}`);
    }
    // Vercel adds the slash first (308), as its trailingSlash does for any path, then the 301 to the Spanish page.
    for (const { from, to, status } of redirects) {
      let answer = route(config.routes, from, files);
      if (answer.status === 308 && !from.endsWith('/')) answer = route(config.routes, answer.headers.Location!, files);
      if (answer.status !== status || answer.headers.Location !== to) mismatches.push(`${from}: ${answer.status} to ${answer.headers.Location}`);
    }
    expect(pages.length).toBeGreaterThan(100);
    expect(mismatches).toEqual([]);
  });

  it('writes out/ as static/ and the routes as config.json', () => {
    const out = join(dir, 'out');
    mkdirSync(join(out, 'es'), { recursive: true });
    writeFileSync(join(out, 'es', 'index.html'), '<!DOCTYPE html><title>Inicio</title>');
    const target = writeVercelOutput(out);
    expect(target).toBe(join(dir, '.vercel', 'output'));
    expect(readFileSync(join(target, 'static', 'es', 'index.html'), 'utf8')).toBe('<!DOCTYPE html><title>Inicio</title>');
    expect(JSON.parse(readFileSync(join(target, 'config.json'), 'utf8'))).toEqual(config);
  });
});
