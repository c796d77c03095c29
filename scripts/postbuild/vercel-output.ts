/**
 * On Vercel, the export in the shape of Vercel's Build Output API: a build
 * that leaves `.vercel/output/` is deployed as it is. `static/` holds out/;
 * `config.json` holds the routes Vercel itself makes of a vercel.json's
 * headers, redirects and trailing slashes (@vercel/routing-utils, from the
 * same vercel.json as out-host/), then the files, then 404.html with status
 * 404. So a Vercel project built from the repository serves the site with
 * the headers every other host sends, and no vercel.json among its files.
 * Written only when the build runs on Vercel (VERCEL=1).
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { getTransformedRoutes, type GetRoutesProps, type Route } from '@vercel/routing-utils';
import { vercelJson } from './host-files';

export type VercelOutputConfig = { version: 3; routes: Route[] };

/** Build Output API's config.json for the export. */
export function vercelOutputConfig(vercelConfig = JSON.parse(vercelJson()) as GetRoutesProps): VercelOutputConfig {
  const { routes, error } = getTransformedRoutes(vercelConfig);
  if (error || !routes) throw new Error(`vercel-output: Vercel's routing refuses vercel.json: ${error?.message ?? 'no routes'}`);
  return { version: 3, routes: [...routes, { handle: 'filesystem' }, { src: '^/.*$', dest: '/404.html', status: 404 }] };
}

/** The folder Vercel reads a build's output from: `.vercel/output` beside out/. */
export const vercelOutputDirFor = (outDir: string) => join(dirname(outDir), '.vercel', 'output');

/** Writes `.vercel/output/` from the finished export; returns its folder. */
export function writeVercelOutput(outDir: string, target = vercelOutputDirFor(outDir)): string {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(outDir, join(target, 'static'), { recursive: true });
  writeFileSync(join(target, 'config.json'), `${JSON.stringify(vercelOutputConfig(), null, 2)}\n`);
  return target;
}
